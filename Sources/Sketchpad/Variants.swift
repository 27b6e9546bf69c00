import Foundation
import SketchpadLayout
import SketchpadRender
import SketchpadTemplates
import SketchpadWidgets

/// One rendering of a screen: a device, an appearance, a direction and a text size (the dimensions
/// and names of a template's `variants:`).
public struct Variant: Hashable, Sendable {
    public var device: Device
    public var appearance: Theme
    public var direction: LayoutDirection
    public var textSize: TextSize
    /// Only the dimensions that vary, as template outputs are named: `iphone-se-dark`.
    public var name: String
}

/// Every combination of devices × appearances × directions × text sizes, with the names template
/// variants get; build the screen for each and render them all.
///
/// ```swift
/// let variants = Variants(devices: [.iPhoneSE, .iPad], appearances: [.light, .dark], textSizes: [.default, .xLarge])
/// let written = try variants.render("sign-in", to: "out", formats: [.png]) { variant in
///     makeSignIn(title: variant.textSize.font(.largeTitle))
/// }
/// // out/sign-in--iphone-se-light-default.png, out/sign-in--iphone-se-light-xlarge.png, …
/// ```
public struct Variants: Sequence {
    public var devices: [Device]
    public var appearances: [Theme]
    public var directions: [LayoutDirection]
    public var textSizes: [TextSize]

    /// Empty lists keep the default (iPhone 15, light, left to right, the default text size) and
    /// leave that dimension out of the names.
    public init(devices: [Device] = [], appearances: [Theme] = [], directions: [LayoutDirection] = [],
                textSizes: [TextSize] = []) {
        self.devices = devices
        self.appearances = appearances
        self.directions = directions
        self.textSizes = textSizes
    }

    public func makeIterator() -> IndexingIterator<[Variant]> { all.makeIterator() }

    /// The combinations, devices outermost, text sizes innermost (as templates order them).
    public var all: [Variant] {
        var varying: TemplateVariant.Dimensions = []
        if !devices.isEmpty { varying.insert(.devices) }
        if !appearances.isEmpty { varying.insert(.appearances) }
        if !directions.isEmpty { varying.insert(.directions) }
        if !textSizes.isEmpty { varying.insert(.textSizes) }
        var result: [Variant] = []
        for device in devices.isEmpty ? [.iPhone15] : devices {
            for appearance in appearances.isEmpty ? [.light] : appearances {
                for direction in directions.isEmpty ? [.leftToRight] : directions {
                    for textSize in textSizes.isEmpty ? [.default] : textSizes {
                        let name = TemplateVariant.name(device: device.name, appearance: appearance.name, direction: direction,
                                                        textSize: textSize, varying: varying)
                        result.append(Variant(device: device, appearance: appearance, direction: direction, textSize: textSize, name: name))
                    }
                }
            }
        }
        return result
    }

    /// Builds the screen for every variant with `make` and writes `<folder>/<name>--<variant>.<format>`
    /// for each format (PNGs at `scale`, default the device's); returns the paths written, in order.
    @discardableResult
    public func render(_ name: String, to folder: String, formats: [OutputFormat] = [.png], scale: Double? = nil,
                       make: (Variant) throws -> View) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for variant in all {
            let scene = try Scene(device: variant.device, appearance: variant.appearance, direction: variant.direction,
                                  root: make(variant))
            for format in formats {
                let path = folder + "/" + name + (variant.name.isEmpty ? "" : "--" + variant.name) + "." + format.rawValue
                try scene.render(to: path, format: format, scale: scale)
                written.append(path)
            }
        }
        return written
    }
}
