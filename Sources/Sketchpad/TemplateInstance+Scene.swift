import SketchpadLayout
import SketchpadWidgets
import SketchpadRender
import SketchpadTemplates
import SketchpadText

extension TemplateLoader {
    /// A loader that knows the device presets (so `device: iPhone 51` is an error with a hint).
    public static func withDevicePresets(root: String? = nil) -> TemplateLoader {
        TemplateLoader(root: root, deviceNames: Device.all.map(\.name))
    }
}

extension TemplateSchema {
    /// The schema of templates that may name Sketchpad's device presets (what `sketchpad schema` prints).
    public static func withDevicePresets(widgets: WidgetCatalog = .builtIn) -> TemplateSchema {
        TemplateSchema(widgets: widgets, deviceNames: Device.all.map(\.name))
    }
}

extension TemplateInstance {
    /// The device the variant is drawn on, with the template's margin and safe-area overrides.
    public var device: Device {
        var device: Device
        if let name = variant.device ?? { if case .device(let n) = template.canvas { return n } else { return nil } }(),
           let preset = Device.named(name) {
            device = preset
        } else if case .size(let size) = template.canvas, variant.device == nil {
            device = Device(name: "canvas", size: size, scale: 1, layoutMargins: DirectionalEdgeInsets(all: 16))
        } else {
            device = .iPhone15
        }
        if let margins = template.rootMargins { device.layoutMargins = margins }
        if let insets = template.safeAreaInsets { device.safeAreaInsets = insets }
        return device
    }

    /// A scene for this instance: its device, theme (the variant's appearance unless `theme` is
    /// given) and direction.
    ///
    /// ```swift
    /// let instance = try template.instantiate(template.variants[0])
    /// try instance.scene().render(to: "login.png")
    /// ```
    public func scene(theme: Theme? = nil, measurer: PangoTextMeasurer? = nil) throws -> Scene {
        let theme = theme ?? Theme.named(variant.appearance.rawValue) ?? .light
        let scene = try Scene(device: device, appearance: theme, direction: variant.direction, root: root, measurer: measurer)
        // A plain canvas is a device without a status bar or home indicator: none unless asked for.
        scene.showsStatusBar = template.statusBar ?? scene.showsStatusBar
        scene.showsHomeIndicator = template.homeIndicator ?? scene.showsHomeIndicator
        // A pseudo-locale exists to show what no longer fits: a label cut short counts too.
        scene.layoutOptions.reportsTruncatedText = variant.locale != nil
        // Problem marks name the lines of this template's constraints.
        scene.sourceFile = template.path
        return scene
    }

    /// The PNG scale when none is asked for: the template's `scale:`, or the device's.
    public var defaultScale: Double { template.scale ?? device.scale }
}
