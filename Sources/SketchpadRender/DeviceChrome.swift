import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// What the system draws over an app on a device, so a mockup looks like a screenshot: the status
/// bar (time, signal, Wi-Fi, battery) in the top safe area and the home indicator at the bottom.
/// Drawn over the views in the theme's primary text colour, mirrored in right-to-left scenes.
///
/// A ``Scene`` on a device preset shows both by default (``Scene/showsStatusBar``,
/// ``Scene/showsHomeIndicator``); a plain canvas shows neither.
///
/// ```swift
/// let chrome = DeviceChrome(statusBarHeight: Device.iPhone15.statusBarHeight, showsHomeIndicator: true)
/// let list = try SceneBuilder(shaper: measurer, deviceChrome: chrome).displayList(for: root, layout: result)
/// ```
public struct DeviceChrome: Hashable, Sendable {
    /// The status bar's height (0: no status bar).
    public var statusBarHeight: Double
    public var showsHomeIndicator: Bool
    /// The time the status bar shows (Apple's screenshots show 9:41).
    public var time: String

    public init(statusBarHeight: Double, showsHomeIndicator: Bool, time: String = "9:41") {
        self.statusBarHeight = statusBarHeight
        self.showsHomeIndicator = showsHomeIndicator
        self.time = time
    }

    /// The home indicator's size on phones and on wider screens, and its distance from the bottom.
    package static let homeIndicatorSize = Size(width: 134, height: 5)
    package static let wideHomeIndicatorWidth = 315.0
    package static let homeIndicatorBottom = 8.0

    func draw(in context: DrawingContext) throws {
        let canvas = context.canvasBounds, color = context.theme.primaryText
        // Laid out left to right, then mirrored for right-to-left scenes, as iOS mirrors its bar.
        func place(_ r: Rect) -> Rect {
            context.isRightToLeft ? Rect(x: canvas.minX + canvas.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        if statusBarHeight > 0 { try drawStatusBar(in: context, color: color, place: place) }
        if showsHomeIndicator {
            let width = canvas.width < 500 ? Self.homeIndicatorSize.width : Self.wideHomeIndicatorWidth
            let bar = Rect(x: canvas.midX - width / 2, y: canvas.maxY - Self.homeIndicatorBottom - Self.homeIndicatorSize.height,
                           width: width, height: Self.homeIndicatorSize.height)
            context.fill(.roundedRect(bar, cornerRadius: bar.height / 2), color)
        }
    }

    /// A tall bar (beside a notch or Dynamic Island) has the time in the left ear and the
    /// indicators in the right one; a 20 pt phone bar has signal and Wi-Fi at the left, the time
    /// centred and the battery at the right; a wide screen's bar has the time at the left and the
    /// indicators at the right.
    private func drawStatusBar(in context: DrawingContext, color: Color, place: (Rect) -> Rect) throws {
        let canvas = context.canvasBounds, height = statusBarHeight
        let tall = height >= 44, wide = canvas.width >= 500
        let midY = tall ? height * 0.56 : height / 2
        let font = FontDescription(family: PinnedFonts.uiFamily, size: tall ? 17 : 12, weight: .semibold)
        let scale = tall ? 1.0 : 0.8
        let timeWidth = try context.measure(time, font: font).width + 2
        let signal = Size(width: 18 * scale, height: 12 * scale), wifi = Size(width: 17 * scale, height: 12 * scale)
        let battery = Size(width: 27 * scale, height: 13 * scale), gap = 5 * scale
        let groupWidth = signal.width + gap + wifi.width + gap + battery.width
        let timeX: Double, signalX: Double, batteryX: Double
        if tall {
            timeX = canvas.width * 0.165 - timeWidth / 2
            signalX = canvas.width * 0.835 - groupWidth / 2
            batteryX = signalX + signal.width + gap + wifi.width + gap
        } else if wide {
            timeX = 20
            signalX = canvas.maxX - 20 - groupWidth
            batteryX = signalX + signal.width + gap + wifi.width + gap
        } else {
            timeX = canvas.midX - timeWidth / 2
            signalX = 6
            batteryX = canvas.maxX - 6 - battery.width
        }
        try context.text(time, font: font, color: color, in: place(Rect(x: timeX, y: midY - 12, width: timeWidth, height: 24)),
                         alignment: .center, maxLines: 1)
        // Signal: four bars rising to the right, the last one dimmed (one bar short of full).
        let barWidth = 3 * scale, barGap = (signal.width - 4 * barWidth) / 3
        for i in 0..<4 {
            let barHeight = signal.height * Double(i + 1) / 4
            let bar = Rect(x: signalX + Double(i) * (barWidth + barGap), y: midY + signal.height / 2 - barHeight,
                           width: barWidth, height: barHeight)
            context.fill(.roundedRect(place(bar), cornerRadius: barWidth / 3), i == 3 ? color.withAlpha(color.alpha * 0.35) : color)
        }
        let wifiX = signalX + signal.width + gap
        try context.icon(Icon("wifi")!, color: color,
                         in: place(Rect(x: wifiX, y: midY - wifi.width / 2 - 1 * scale, width: wifi.width, height: wifi.width)))
        // Battery: an outline, the charge inside it, and the terminal nub.
        let body = Rect(x: batteryX, y: midY - battery.height / 2, width: battery.width - 2.5 * scale, height: battery.height)
        context.stroke(.roundedRect(place(body.insetBy(dx: 0.5, dy: 0.5)), cornerRadius: 4 * scale),
                       StrokeStyle(color: color.withAlpha(color.alpha * 0.4), width: 1))
        context.fill(.roundedRect(place(body.insetBy(dx: 2 * scale, dy: 2 * scale)), cornerRadius: 2.5 * scale), color)
        let nub = Rect(x: body.maxX + 1 * scale, y: midY - 2 * scale, width: 1.5 * scale, height: 4 * scale)
        context.fill(.roundedRect(place(nub), cornerRadius: 0.75 * scale), color.withAlpha(color.alpha * 0.4))
    }
}
