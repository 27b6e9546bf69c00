import SketchpadLayout

// Initialisers spelled with the template keys, so what a template says reads the same in Swift
// (`Label(text:lines:)` as `{type: label, text:, lines:}`). The Swift names (`numberOfLines`,
// `isSecure`, `tintColor`…) stay, and templates accept them as aliases too.

extension Label {
    /// `{type: label, text:, font:, lines:, alignment:, color:}`.
    public convenience init(text: String, font: FontDescription = .body, lines: Int = 1, alignment: TextAlignment = .natural,
                            color: Color? = nil, id: String? = nil) {
        self.init(text, font: font, numberOfLines: lines, textAlignment: alignment, id: id)
        textColor = color
    }
}

extension Button {
    /// `{type: button, title:, icon:, style:, font:, tint:, cornerRadius:}`.
    public convenience init(title: String, icon: Icon? = nil, style: Style = .filled, font: FontDescription = Button.defaultFont,
                            tint: Color? = nil, cornerRadius: Double = Button.defaultCornerRadius, id: String? = nil) {
        self.init(title, style: style, font: font, tintColor: tint, cornerRadius: cornerRadius, id: id)
        self.icon = icon
    }
}

extension TextField {
    /// `{type: textField, text:, placeholder:, secure:, font:}`.
    public convenience init(text: String = "", placeholder: String = "", secure: Bool, font: FontDescription = .body,
                            id: String? = nil) {
        self.init(text: text, placeholder: placeholder, isSecure: secure, font: font, id: id)
    }
}

extension SegmentedControl {
    /// `{type: segmented, segments:, selected:, font:}`.
    public convenience init(segments: [String], selected: Int? = 0, font: FontDescription = SegmentedControl.defaultFont,
                            id: String? = nil) {
        self.init(segments, selectedIndex: selected, font: font, id: id)
    }
}

extension Checkbox {
    /// `{type: checkbox, title:, checked:, font:, tint:}`.
    public convenience init(title: String, checked: Bool = false, font: FontDescription = .body, tint: Color? = nil,
                            id: String? = nil) {
        self.init(title, isChecked: checked, font: font, tintColor: tint, id: id)
    }
}

extension Switch {
    /// `{type: switch, isOn:, tint:}`.
    public convenience init(isOn: Bool = false, tint: Color?, id: String? = nil) {
        self.init(isOn: isOn, tintColor: tint, id: id)
    }
}

extension Slider {
    /// `{type: slider, value:, tint:}`.
    public convenience init(value: Double = 0.5, tint: Color?, id: String? = nil) {
        self.init(value: value, tintColor: tint, id: id)
    }
}

extension ProgressBar {
    /// `{type: progress, value:, tint:}`.
    public convenience init(value: Double, tint: Color? = nil, id: String? = nil) {
        self.init(progress: value, tintColor: tint, id: id)
    }
}

extension TabBar {
    /// `{type: tabBar, items:, icons:, selected:, tint:, font:}`.
    public convenience init(items: [String], icons: [Icon?] = [], selected: Int? = 0, tint: Color? = nil,
                            font: FontDescription = TabBar.defaultFont, id: String? = nil) {
        self.init(items, selectedIndex: selected, font: font, tintColor: tint, id: id)
        self.icons = icons
    }
}
