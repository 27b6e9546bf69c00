import Foundation
import Sketchpad
import SketchpadSnapshotEngine

/// Snapshots `view` laid out and drawn on a bare canvas of `size` (light appearance) with any
/// `Scene` strategy: Sketchpad's shorthand for `assertSnapshot(of: try Scene(size:root:), as:)`.
///
/// ```swift
/// assertSnapshot(of: BadgeView(count: 3), size: Size(width: 120, height: 40), as: .png(scale: 2))
/// ```
public func assertSnapshot<Format>(
    of view: @autoclosure () throws -> View,
    size: Size,
    as strategy: Snapshotting<Scene, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try Scene(size: size, root: view()), as: strategy, named: name, record: record, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}
