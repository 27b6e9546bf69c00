import SketchpadSwiftUI

/// Controls whose sizes iOS publishes: each is its UIKit counterpart's size (UIKit's
/// documentation and Human Interface Guidelines), placed by the documented stack rules.
enum ControlCases {
    static let all: [LayoutCase] = [
        LayoutCase("a toggle fills its row, the switch 51 × 31 at the trailing end",
                   source: "UISwitch is 51 × 31 (UIKit: its size is fixed); SwiftUI's switch toggle style is label, Spacer, switch: the row takes the width offered",
                   expect: [("toggle", rect(0, 0, 300, 31))]) {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("toggle")
                Spacer()
            }
        },
        LayoutCase("a toggle without its label is the switch alone",
                   source: "labelsHidden() leaves the 51 × 31 switch, centred by the window's stack rule: (300 − 51) / 2 = 124.5 → 125 on the pixel grid",
                   expect: [("switch", rect(125, 0, 51, 31))]) {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().accessibilityIdentifier("switch")
                Spacer()
            }
        },
        LayoutCase("a stepper's row is as tall as UIStepper",
                   source: "UIStepper is 94 × 32; the row is label, Spacer, stepper across the width offered",
                   expect: [("stepper", rect(0, 0, 300, 32))]) {
            VStack(spacing: 0) {
                Stepper("Count", value: .constant(1)).accessibilityIdentifier("stepper")
                Spacer()
            }
        },
        LayoutCase("an indeterminate progress view is UIKit's medium spinner",
                   source: "UIActivityIndicatorView.Style.medium is 20 × 20, centred in the canvas: (300 − 20) / 2, (200 − 20) / 2",
                   expect: [("spinner", rect(140, 90, 20, 20))]) {
            ProgressView().accessibilityIdentifier("spinner")
        },
        LayoutCase("a segmented picker fills the width at UISegmentedControl's height",
                   source: "UISegmentedControl is 32 points tall (iOS 13 and later); SwiftUI's segmented picker takes the width offered",
                   expect: [("picker", rect(0, 0, 300, 32))]) {
            VStack(spacing: 0) {
                Picker("Size", selection: .constant(0)) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("picker")
                Spacer()
            }
        },
    ]
}
