import SketchpadLayout
import SketchpadWidgets

// The nodes of UIKit's widgets: Sketchpad's widget classes, so today's renderer draws them,
// measured through their view (a subclass's `intrinsicContentSize` override wins).

final class LabelNode: Label, UIKitNode {
    weak var owner: UIView?
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class ButtonNode: Button, UIKitNode {
    weak var owner: UIView?
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class TextFieldNode: TextField, UIKitNode {
    weak var owner: UIView?
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class ImageNode: ImageView, UIKitNode {
    weak var owner: UIView?
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class SwitchNode: Switch, UIKitNode {
    weak var owner: UIView?
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class SliderNode: Slider, UIKitNode {
    weak var owner: UIView?
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class ProgressNode: ProgressBar, UIKitNode {
    weak var owner: UIView?
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}

final class SegmentedNode: SegmentedControl, UIKitNode {
    weak var owner: UIView?
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }
    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}
