import Foundation
import Sketchpad
import SketchpadPreviewModel
import SketchpadUIKit

/// One preview in one variant, ready to draw: the preview's own traits (layout, device, orientation)
/// with the variant's dimensions over them.
@MainActor
package struct PreviewPicture {
    enum Failure: Error, CustomStringConvertible {
        case unknown(dimension: String, value: String, known: [String])
        var description: String {
            switch self {
            case let .unknown(dimension, value, known): "unknown \(dimension) '\(value)' (known: \(known.joined(separator: ", ")))"
            }
        }
    }

    let render: (String, Double?, Overlays) throws -> [String]
    /// The SwiftUI picture (nil for UIKit previews): its size, its views' frames.
    package private(set) var sketch: Sketch?

    package init(item: PreviewItem?, preview: Preview?, variant: PreviewVariantSpec) throws {
        var layout = PreviewLayout.device
        var orientation = InterfaceOrientation.portrait
        var deviceName: String?
        if let item {
            layout = item.layout
            orientation = item.orientation
            deviceName = item.device?.rawValue
        }
        for trait in preview?.traits ?? [] {
            switch trait.value {
            case .layout(let value): layout = value
            case .orientation(let value): orientation = value
            }
        }
        if let name = variant.device { deviceName = name }
        var device = Device.iPhone15
        if let deviceName {
            guard let named = Device.named(deviceName) ?? Self.nearestDevice(deviceName) else {
                throw Failure.unknown(dimension: "device", value: deviceName, known: Device.all.map(\.name))
            }
            device = named
        }
        if orientation.isLandscape { device = device.landscape }
        let theme = try variant.appearance.map { name in
            guard let theme = Theme.named(name) else { throw Failure.unknown(dimension: "appearance", value: name, known: ["light", "dark", "wireframe"]) }
            return theme
        } ?? .light
        let textSize = try variant.textSize.map { name in
            guard let size = Self.textSizes[name.lowercased()] else {
                throw Failure.unknown(dimension: "text size", value: name, known: Self.textSizes.keys.sorted())
            }
            return size
        } ?? .large
        let locale = variant.locale ?? "en"
        guard ["en", "ar", "en-xa", "ar-xb"].contains(locale.lowercased()) else {
            throw Failure.unknown(dimension: "locale", value: locale, known: ["en", "ar", "en-XA", "ar-XB"])
        }
        let rightToLeft = variant.direction?.lowercased() == "rtl" || locale.lowercased().hasPrefix("ar")
        let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let pseudo = PseudoLocale.allCases.first { $0.rawValue.lowercased() == locale.lowercased() }

        switch (item?.view, preview?.content) {
        case (let view?, _):
            sketch = try Self.swiftUI(view, layout: layout, device: device, theme: theme, textSize: textSize, direction: direction,
                                      pseudo: pseudo)
            render = Self.rendering(sketch!)
        case (nil, .view(let body)?):
            sketch = try Self.swiftUI(body(), layout: layout, device: device, theme: theme, textSize: textSize, direction: direction,
                                      pseudo: pseudo)
            render = Self.rendering(sketch!)
        case (nil, .uiView(let body)?):
            let scene = try Scene(view: Self.sized(body(), layout: layout, device: device),
                                  traits: UITraitCollection(userInterfaceStyle: theme == .dark ? .dark : .light))
            render = { path, scale, overlays in
                try scene.render(to: path, scale: scale, overlays: overlays).map(\.description)
            }
        case (nil, .uiViewController(let body)?):
            let scene = try Scene(viewController: body(), device: device,
                                  traits: UITraitCollection(userInterfaceStyle: theme == .dark ? .dark : .light))
            render = { path, scale, overlays in
                try scene.render(to: path, scale: scale, overlays: overlays).map(\.description)
            }
        case (nil, nil):
            render = { _, _, _ in [] }
        }
    }

    private static func swiftUI(_ view: any View, layout: PreviewLayout, device: Device, theme: Theme, textSize: DynamicTypeSize,
                                direction: LayoutDirection, pseudo: PseudoLocale?) throws -> Sketch {
        func sketch<V: View>(_ content: V) throws -> Sketch {
            let view = content.environment(\.pseudoLocale, pseudo)
            switch layout {
            case .device:
                return try Sketch(view, device: device, appearance: theme, textSize: textSize, layoutDirection: direction)
            case .sizeThatFits:
                // Xcode offers the view the device's screen and fits the picture to the answer.
                let screen = ProposedViewSize(width: CGFloat(device.size.width), height: CGFloat(device.size.height))
                return try Sketch(view, fitting: screen, appearance: theme, textSize: textSize, layoutDirection: direction,
                                  scale: CGFloat(device.scale))
            case .fixed(let width, let height):
                return try Sketch(view, size: CGSize(width: width, height: height), appearance: theme, textSize: textSize,
                                  layoutDirection: direction, scale: CGFloat(device.scale))
            }
        }
        return try sketch(view)
    }

    private static func rendering(_ sketch: Sketch) -> (String, Double?, Overlays) throws -> [String] {
        { path, scale, overlays in try sketch.render(to: path, scale: scale, overlays: overlays).map(\.description) }
    }

    /// A UIKit view given the preview's size: the device's screen, its fitting size, or the fixed size.
    private static func sized(_ view: UIView, layout: PreviewLayout, device: Device) -> UIView {
        switch layout {
        case .device:
            view.frame = CGRect(x: 0, y: 0, width: CGFloat(device.size.width), height: CGFloat(device.size.height))
        case .sizeThatFits:
            let size = view.systemLayoutSizeFitting(CGSize(width: CGFloat(device.size.width), height: 0))
            view.frame = CGRect(origin: .zero, size: size)
        case .fixed(let width, let height):
            view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }
        return view
    }

    /// A simulator's name (`iPhone 15 Pro`, `iPad Pro (12.9-inch)`) drawn on the closest preset.
    static func nearestDevice(_ name: String) -> Device? {
        let key = name.lowercased()
        if key.contains("ipad") { return .iPad }
        if key.contains("se") { return .iPhoneSE }
        if key.contains("max") || key.contains("plus") { return .iPhone15ProMax }
        if key.contains("iphone") { return .iPhone15 }
        if key.contains("mac") { return .desktop }
        return nil
    }

    static let textSizes: [String: DynamicTypeSize] = [
        "default": .large, "xsmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xlarge": .xLarge,
        "xxlarge": .xxLarge, "xxxlarge": .xxxLarge, "accessibility1": .accessibility1, "accessibility2": .accessibility2,
        "accessibility3": .accessibility3, "accessibility4": .accessibility4, "accessibility5": .accessibility5,
    ]
}
