// SwiftUI snapshot tests written for iOS the way swift-snapshot-testing's README and its own
// tests write them; only the imports are switched. On Linux they run against SketchpadSwiftUI
// and SketchpadTesting; their references in __Snapshots__/SwiftUIDropInTests/ were recorded
// here (iOS draws with its own system font, so iOS records its own). SketchpadTesting also exports
// Sketchpad, which has a View and a Color of its own: the scoped imports say which ones are meant.
#if canImport(SwiftUI)
import SnapshotTesting
import SwiftUI
#else
import SketchpadSwiftUI
import SketchpadTesting
import protocol SketchpadSwiftUI.View
import struct SketchpadSwiftUI.Color
#endif
import XCTest

// swift-snapshot-testing's own SwiftUI test view (SnapshotTestingTests.testSwiftUIView_iOS).
struct CheckedView: View {
  var body: some View {
    HStack {
      Image(systemName: "checkmark.circle.fill")
      Text("Checked").fixedSize()
    }
    .padding(5)
    .background(RoundedRectangle(cornerRadius: 5.0).fill(Color.blue))
    .padding(10)
  }
}

struct ProfileHeader: View {
  var name = "Ada Lovelace"
  var handle = "@ada"
  var followers = 1_843

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        Image(systemName: "person.circle.fill")
          .font(.system(size: 56))
          .foregroundStyle(.secondary)
        VStack(alignment: .leading, spacing: 2) {
          Text(name).font(.title2).bold()
          Text(handle).font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer()
      }
      Text("Wrote the first program for Babbage's Analytical Engine, a century before anyone built a computer.")
        .font(.body)
      HStack {
        Label("\(followers) followers", systemImage: "person.2")
          .font(.footnote)
        Spacer()
        Button("Follow") {}
          .buttonStyle(.borderedProminent)
      }
    }
    .padding()
  }
}

struct TagList: View {
  let tags = ["Swift", "Linux", "Snapshots"]

  var body: some View {
    HStack(spacing: 6) {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .font(.caption)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(Capsule().fill(Color.accentColor.opacity(0.15)))
      }
    }
    .padding(8)
  }
}

final class SwiftUIDropInTests: XCTestCase {
  func testSwiftUIView_iOS() {
    let view = CheckedView().background(Color.yellow)

    assertSnapshot(of: view, as: .image(traits: .init(userInterfaceStyle: .light)))
    assertSnapshot(
      of: view, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)),
      named: "size-that-fits")
    assertSnapshot(
      of: view,
      as: .image(
        layout: .fixed(width: 200.0, height: 100.0), traits: .init(userInterfaceStyle: .light)),
      named: "fixed")
    assertSnapshot(
      of: view,
      as: .image(layout: .device(config: .iPhoneSe), traits: .init(userInterfaceStyle: .light)),
      named: "device")
  }

  func testProfileOnDevices() {
    assertSnapshot(of: ProfileHeader(), as: .image(layout: .device(config: .iPhone13)))
    assertSnapshot(of: ProfileHeader(), as: .image(layout: .device(config: .iPhoneSe(.landscape))), named: "landscape")
  }

  func testDarkModeLargeTextAndRightToLeft() {
    let profile = ProfileHeader()
    assertSnapshot(
      of: profile, as: .image(layout: .fixed(width: 375, height: 260), traits: .init(userInterfaceStyle: .dark)),
      named: "dark")
    assertSnapshot(
      of: profile,
      as: .image(
        layout: .fixed(width: 375, height: 720),
        traits: .init(preferredContentSizeCategory: .accessibilityLarge)),
      named: "accessibility")
    assertSnapshot(
      of: profile, as: .image(layout: .fixed(width: 375, height: 260), traits: .init(layoutDirection: .rightToLeft)),
      named: "rtl")
  }

  func testPrecisionsAndScale() {
    // .sizeThatFits offers no space (as on iOS): fixedSize() gives the tags their ideal size.
    assertSnapshot(of: TagList().fixedSize(), as: .image(precision: 0.99, perceptualPrecision: 0.98))
    assertSnapshot(
      of: TagList().fixedSize(),
      as: .image(drawHierarchyInKeyWindow: false, layout: .sizeThatFits, traits: .init(displayScale: 1)),
      named: "1x")
  }

  func testAChangedViewFailsAgainstItsReference() {
    let strategy: Snapshotting<ProfileHeader, _> = .image(layout: .fixed(width: 375, height: 260))
    assertSnapshot(of: ProfileHeader(), as: strategy, named: "original")
    let changed = withSnapshotTesting(record: .never) {
      verifySnapshot(of: ProfileHeader(followers: 1_844), as: strategy, named: "original")
    }
    XCTAssertNotNil(changed, "one digit changed, and the picture still matched the reference")
  }
}

#if !canImport(SwiftUI)
extension SwiftUIDropInTests {
  // A view with no size for .sizeThatFits's zero proposal fails with what to do (iOS would draw nothing).
  func testAViewWithNoSizeFailsWithWhatToDo() {
    let failure = withSnapshotTesting(record: .never) {
      verifySnapshot(of: Text("Collapsed"), as: .image(layout: .sizeThatFits), named: "missing")
    }
    XCTAssertTrue(failure?.contains("fixedSize()") ?? false, failure ?? "no failure")
  }
}
#endif
