import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// `Gauge` and its styles: where the value is drawn (in the tint) and where the labels go.
@MainActor @Suite struct GaugeTests {
    static func picture(_ view: some View, size: CGSize, direction: LayoutDirection = .leftToRight) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: size, layoutDirection: direction).data(format: .png, scale: 1))
    }

    /// Whether the pixel is the tint (iOS blue, #007AFF) drawn fully.
    static func isTint(_ p: RasterImage.Pixel) -> Bool { p.red < 40 && p.green > 100 && p.green < 150 && p.blue > 230 }

    @Test func theAutomaticStyleIsALinearCapacityBarFilledFromTheLeadingEdge() throws {
        let gauge = Gauge(value: 30, in: 0...100) { Text("Battery").accessibilityIdentifier("label") }
            .frame(width: 200).accessibilityIdentifier("gauge")
        let sketch = try Sketch(gauge, size: CGSize(width: 200, height: 100))
        let label = try #require(sketch.frame(ofID: "label")), whole = try #require(sketch.frame(ofID: "gauge"))
        #expect(label.minX == 0 && label.minY == whole.minY, "the label above, leading")
        // The bar is the last 6 points: 30% of 200 filled in the tint, the rest in a light grey.
        let picture = try Self.picture(gauge, size: CGSize(width: 200, height: 100))
        let barY = Int(whole.maxY) - 3
        #expect(Self.isTint(picture.pixel(x: 40, y: barY)), "\(picture.pixel(x: 40, y: barY))")
        #expect(!Self.isTint(picture.pixel(x: 100, y: barY)) && picture.pixel(x: 100, y: barY).red < 250, "the track past the value")
        let rtl = try Self.picture(gauge, size: CGSize(width: 200, height: 100), direction: .rightToLeft)
        #expect(Self.isTint(rtl.pixel(x: 160, y: barY)) && !Self.isTint(rtl.pixel(x: 40, y: barY)), "right to left it fills from the right")
    }

    @Test func linearCapacityPutsTheBoundsAtTheBarsEndsAndTheCurrentValueUnderIt() throws {
        let gauge = Gauge(value: 0.5) {
            Text("Speed")
        } currentValueLabel: {
            Text("50").accessibilityIdentifier("current")
        } minimumValueLabel: {
            Text("0").accessibilityIdentifier("min")
        } maximumValueLabel: {
            Text("1").accessibilityIdentifier("max")
        }
        let sketch = try Sketch(gauge.gaugeStyle(.linearCapacity).frame(width: 200), size: CGSize(width: 200, height: 100))
        #expect(sketch.still.root.texts == ["Speed", "0", "1", "50"])
        let minimum = try #require(sketch.frame(ofID: "min")), maximum = try #require(sketch.frame(ofID: "max"))
        let current = try #require(sketch.frame(ofID: "current"))
        #expect(minimum.minX == 0 && maximum.maxX == 200 && abs(minimum.midY - maximum.midY) < 0.5)
        #expect(current.minY > minimum.maxY && current.minX == 0)
    }

    @Test func accessoryCircularCapacityFillsTheRingClockwiseFromTheTopWithTheValueInTheCentre() throws {
        let gauge = Gauge(value: 0.5) { Text("Battery") } currentValueLabel: { Text("50").accessibilityIdentifier("value") }
            .gaugeStyle(.accessoryCircularCapacity).accessibilityIdentifier("gauge")
        let sketch = try Sketch(gauge, size: CGSize(width: 58, height: 58))
        #expect(sketch.frame(ofID: "gauge") == CGRect(x: 0, y: 0, width: 58, height: 58))
        let value = try #require(sketch.frame(ofID: "value"))
        #expect(abs(value.midX - 29) < 0.5 && abs(value.midY - 29) < 1)
        let picture = try Self.picture(gauge, size: CGSize(width: 58, height: 58))
        #expect(Self.isTint(picture.pixel(x: 54, y: 29)), "half full: the right side is filled \(picture.pixel(x: 54, y: 29))")
        #expect(!Self.isTint(picture.pixel(x: 3, y: 29)), "the left is only the faint track")
    }

    @Test func accessoryCircularIsAnOpenRingWithAMarkerAndTheBoundsInTheOpening() throws {
        let gauge = Gauge(value: 0.5) { Text("km/h") } currentValueLabel: { Text("50") } minimumValueLabel: {
            Text("0").accessibilityIdentifier("min")
        } maximumValueLabel: { Text("9").accessibilityIdentifier("max") }.gaugeStyle(.accessoryCircular)
        let sketch = try Sketch(gauge, size: CGSize(width: 58, height: 58))
        #expect(sketch.still.root.texts == ["50", "0", "9"], "the label gives way to the bounds")
        let minimum = try #require(sketch.frame(ofID: "min"))
        #expect(minimum.maxY == 58, "in the opening at the bottom")
        let picture = try Self.picture(gauge, size: CGSize(width: 58, height: 58))
        #expect(Self.isTint(picture.pixel(x: 29, y: 3)), "the marker at the top, halfway round: \(picture.pixel(x: 29, y: 3))")
        #expect(!Self.isTint(picture.pixel(x: 29, y: 55)), "the ring is open at the bottom")
        let labelled = try Sketch(Gauge(value: 0.5) { Text("km/h") }.gaugeStyle(.accessoryCircular), size: CGSize(width: 58, height: 58))
        #expect(labelled.still.root.texts == ["km/h"])
    }

    @Test func accessoryLinearPutsAMarkerAtTheValueAndTheCurrentValueOnTheLeadingEdge() throws {
        let gauge = Gauge(value: 0.75) { Text("Level") } currentValueLabel: { Text("75") }
            .gaugeStyle(.accessoryLinear).frame(width: 200)
        let sketch = try Sketch(gauge, size: CGSize(width: 200, height: 40))
        #expect(sketch.still.root.texts == ["75"])
        let picture = try Self.picture(gauge, size: CGSize(width: 200, height: 40))
        var tinted: [Int] = []
        for x in 0..<200 where Self.isTint(picture.pixel(x: x, y: 20)) { tinted.append(x) }
        let marker = try #require(tinted.first)
        #expect(marker > 120 && marker < 175 && tinted.last! - marker < 10, "one marker three quarters along the bar: \(tinted)")
    }

    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View { Text("\(Int(configuration.value * 100))%") }
    }

    @Test func aCustomStyleGetsTheValueAsAFractionOfTheRange() throws {
        let sketch = try Sketch(Gauge(value: 15, in: 10...30) { Text("x") }.gaugeStyle(Percent()), size: CGSize(width: 100, height: 40))
        #expect(sketch.still.root.texts == ["25%"])
        let clamped = try Sketch(Gauge(value: 99.0) { Text("x") }.gaugeStyle(Percent()), size: CGSize(width: 100, height: 40))
        #expect(clamped.still.root.texts == ["100%"])
    }
}
