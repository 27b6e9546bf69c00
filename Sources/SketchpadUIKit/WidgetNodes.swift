import SketchpadLayout
import SketchpadWidgets

// The nodes of UIKit's widgets: Sketchpad's widget classes, so the renderer draws them (with
// the view's layer appearance around them), measured through their view (a subclass's
// `intrinsicContentSize` override wins).

final class LabelNode: Label, UIKitNode {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    override func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) { try super.draw(in: context) } }
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class ButtonNode: Button, UIKitNode {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    override func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) { try super.draw(in: context) } }
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class TextFieldNode: TextField, UIKitNode {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    override func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) { try super.draw(in: context) } }
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class ImageNode: ImageView, UIKitNode {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    override func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) { try super.draw(in: context) } }
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class SwitchNode: Switch, UIKitNode {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    override func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) { try super.draw(in: context) } }
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class SliderNode: Slider, UIKitNode {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    override func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) { try super.draw(in: context) } }
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class ProgressNode: ProgressBar, UIKitNode {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    override func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) { try super.draw(in: context) } }
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class SegmentedNode: SegmentedControl, UIKitNode {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    override func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) { try super.draw(in: context) } }
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}
