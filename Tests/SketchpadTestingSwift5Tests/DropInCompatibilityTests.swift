// Tests written the way swift-snapshot-testing's README and documentation write them, with only
// the import switched: this file compiles against swift-snapshot-testing 1.19.7 too, and the
// references in __Snapshots__/DropInCompatibilityTests/ for everything but the Scene tests were
// recorded by swift-snapshot-testing itself (on Linux) and are found and matched here.
#if canImport(SnapshotTesting)
import SnapshotTesting
#else
import SketchpadTesting
#endif
import Foundation
import Testing
import XCTest

struct User: Codable {
  let id: Int
  let name: String
  let bio: String
}

struct Profile: Codable {
  var user: User
  var tags: Set<String>
  var scores: [String: Int]
  var website: URL?
  var nickname: String?
  var joined: Date
}

enum Direction: String, CaseIterable {
  case up, down, left, right
  var rotatedLeft: Direction {
    switch self {
    case .up: return .left
    case .down: return .right
    case .left: return .down
    case .right: return .up
    }
  }
}

let blobby = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
let profile = Profile(
  user: blobby, tags: ["swift", "snapshots", "linux"], scores: ["b": 2, "a": 1, "c": 3],
  website: URL(string: "https://www.pointfree.co"), nickname: nil, joined: Date(timeIntervalSince1970: 1_700_000_000))

// As IntegratingWithTestFrameworks.md configures a suite.
@Suite(.snapshots(record: .failed, diffTool: .ksdiff))
struct DropInSwiftTestingTests {
  @Test func userAsJSON() {
    assertSnapshot(of: blobby, as: .json)
  }

  @Test func userAsPropertyList() {
    assertSnapshot(of: blobby, as: .plist)
  }

  @Test func profileAsDump() {
    assertSnapshot(of: profile, as: .dump)
  }

  @Test func userDescription() {
    assertSnapshot(of: blobby, as: .description)
  }

  @Test func lines() {
    assertSnapshot(of: "Hello\nWorld", as: .lines)
    assertSnapshot(of: "Goodbye", as: .lines)
  }

  @Test func namedSnapshot() {
    assertSnapshot(of: blobby, as: .json, named: "blobby")
  }

  @Test func multipleStrategies() {
    assertSnapshots(of: blobby, as: [.json, .dump])
    assertSnapshots(of: blobby, as: ["json": .json, "text": .description])
  }

  @Test func rotations() {
    assertSnapshot(
      of: { $0.rotatedLeft },
      as: Snapshotting<Direction, String>.func(into: .description)
    )
  }

  @Test func bytes() {
    assertSnapshot(of: Data("snapshot".utf8), as: .data)
  }

  @Test func recordedInAScope() {
    withSnapshotTesting(record: .never, diffTool: .ksdiff) {
      assertSnapshot(of: blobby, as: .json)
    }
  }

  @Test(.snapshots(record: .never)) func traitOnOneTest() {
    assertSnapshot(of: blobby, as: .json)
  }

  @Test func recordFalse() {
    assertSnapshot(of: blobby, as: .json, record: false)
  }

  @Test func customAssertion() {
    let failure = verifySnapshot(of: blobby, as: .json, named: "verified")
    #expect(failure == nil)
  }

  @Test func pullbackStrategy() {
    let byName = Snapshotting<String, String>.lines.pullback { (user: User) in user.name }
    assertSnapshot(of: blobby, as: byName)
  }

  @Test func asyncStrategy() {
    let later = Snapshotting<User, String>(
      pathExtension: "txt",
      diffing: .lines,
      asyncSnapshot: { user in
        Async { callback in
          DispatchQueue.global().async { callback(user.bio) }
        }
      })
    assertSnapshot(of: blobby, as: later)
  }

  @Test func customDiffing() {
    let shouting = Snapshotting<String, String>(
      pathExtension: "txt",
      diffing: Diffing.diff(
        toData: { Data($0.uppercased().utf8) },
        fromData: { String(decoding: $0, as: UTF8.self) }
      ) { old, new in
        guard old.uppercased() != new.uppercased() else { return nil }
        return ("\(old) ≠ \(new)", [.data(Data(new.utf8), name: "new.txt")])
      })
    assertSnapshot(of: "quiet words", as: shouting)
  }
}

class DropInXCTestCaseTests: XCTestCase {
  // As the README configures an XCTestCase.
  override func invokeTest() {
    withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
      super.invokeTest()
    }
  }

  func testUserAsJSON() {
    assertSnapshot(of: blobby, as: .json)
  }

  func testTwoUnnamedSnapshots() {
    assertSnapshot(of: "first", as: .lines)
    assertSnapshot(of: "second", as: .lines)
  }

  func testCustomAssertHelper() {
    func myAssertSnapshot<Value, Format>(
      of value: @autoclosure () throws -> Value,
      as snapshotting: Snapshotting<Value, Format>,
      named name: String? = nil,
      file: StaticString = #filePath,
      testName: String = #function,
      line: UInt = #line
    ) {
      let failure = verifySnapshot(of: try value(), as: snapshotting, named: name, file: file, testName: testName)
      guard let message = failure else { return }
      XCTFail(message, file: file, line: line)
    }
    myAssertSnapshot(of: blobby, as: .dump)
  }
}

#if !canImport(SnapshotTesting)
// Sketchpad's values, asserted the same way (references recorded by SketchpadTesting).
@Suite struct DropInSceneTests {
  func card() throws -> Scene {
    let root = View(id: "root")
    let title = Label("Snapshot me", font: FontDescription(size: 17, weight: .bold), id: "title")
    root.addSubview(title)
    Constraint.activate([
      title.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
    ])
    return try Scene(size: Size(width: 200, height: 48), root: root)
  }

  @Test func scene() throws {
    let scene = try card()
    assertSnapshot(of: scene, as: .image)
    assertSnapshot(of: scene, as: .image(precision: 0.99, perceptualPrecision: 0.98))
    assertSnapshot(of: scene, as: .frames)
  }

  @Test func sceneStrategies() throws {
    assertSnapshots(of: try card(), as: ["image": .image, "png": .png])
  }

  @Test func viewWithASize() {
    assertSnapshot(of: Box(fill: .black, cornerRadius: 4), as: .image(size: Size(width: 24, height: 24)))
  }
}
#endif
