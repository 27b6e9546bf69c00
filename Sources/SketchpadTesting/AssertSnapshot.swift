import Foundation
@_spi(Internals) import SketchpadSnapshotEngine

/// Asserts that `value` matches its reference on disk: swift-snapshot-testing's
/// `assertSnapshot`, the same signature, file names and record modes, in XCTest and in Swift
/// Testing (a failure is an `Issue` inside a `@Test`, an `XCTFail` otherwise).
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<name or counter>.<ext>` next to the test
/// file (see `SnapshotReference`); what happens when it is missing or differs depends on the
/// record mode (see `SnapshotTestingConfiguration.Record`). A failure leaves the expected and
/// actual snapshots and the diff in the artifacts folder (see `SnapshotArtifacts`) and says
/// where, and what to do next.
///
/// ```swift
/// import SketchpadTesting
/// import Testing
///
/// @Test func signIn() throws {
///     let scene = try Scene(device: .iPhone15, root: makeSignInView())
///     assertSnapshot(of: scene, as: .image)                  // __Snapshots__/SignInTests/signIn.1.png
///     assertSnapshot(of: scene, as: .frames, named: "frames")  // __Snapshots__/SignInTests/signIn.frames.json
/// }
/// ```
///
/// - Parameters:
///   - value: The value to compare with its reference.
///   - snapshotting: How to turn it into a diffable format, store and compare it.
///   - name: Names the reference; unnamed ones are numbered.
///   - record: The record mode for this assertion (default: the one in force).
///   - timeout: How long to wait for a snapshot taken asynchronously, in seconds.
///   - fileID: The file of the assertion, as the failure names it.
///   - filePath: The file's path; its folder holds `__Snapshots__`, and its name names the
///     reference's folder.
///   - testName: The test's name, which names the reference.
///   - line: The line of the assertion.
///   - column: The column of the assertion.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(),
        as: snapshotting,
        named: name,
        record: record,
        timeout: timeout,
        fileID: fileID,
        file: filePath,
        testName: testName,
        line: line,
        column: column
    )
    guard let message = failure else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `value` matches one reference per named strategy (`<test>.<name>.<ext>`),
/// in the order of the names.
///
/// ```swift
/// assertSnapshots(of: scene, as: ["light": .image, "frames": .frames])
/// ```
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // Sorted: a dictionary's order changes from run to run, and so would the failures'.
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts that `value` matches one reference per strategy, each numbered as an unnamed
/// snapshot.
///
/// ```swift
/// assertSnapshots(of: user, as: [.json, .dump])
/// ```
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Compares `value` with its reference and returns the failure message, or nil when it
/// matches: the building block of custom assertions (swift-snapshot-testing's
/// `verifySnapshot`). `snapshotDirectory` replaces the `__Snapshots__/<TestFile>` folder.
///
/// ```swift
/// func assertScreen(_ scene: Scene, file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
///     let directory = ProcessInfo.processInfo.environment["SCREENS_DIR"]! + "/screens"
///     if let message = verifySnapshot(of: scene, as: .image, snapshotDirectory: directory, file: file, testName: testName) {
///         XCTFail(message, file: file, line: line)
///     }
/// }
/// ```
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let test = SwiftTestingCase.current
    if test == nil { CleanCounterBetweenTestCases.registerIfNeeded() }

    let mode: SnapshotTestingConfiguration.Record
    do {
        mode = try resolvedRecord(record)
    } catch {
        return "\(error)"
    }
    let reference = SnapshotReference.locate(
        filePath: "\(filePath)", snapshotDirectory: snapshotDirectory, testName: testName, name: name,
        caseArguments: test?.arguments, counter: test == nil ? SnapshotCounter.xcTest : SnapshotCounter.swiftTesting,
        pathExtension: snapshotting.pathExtension)
    // Two tests (or two cases whose arguments read alike) that name the same file: say so when it fails.
    let owner = test.map { test in test.id + (name == nil ? test.arguments.map { " with " + $0.joined(separator: ", ") } ?? "" : "") }
        ?? CleanCounterBetweenTestCases.currentTestName
    let sharedWith = owner.flatMap { SnapshotReferenceOwners.shared.claim(reference.path, by: $0) }

    let subject: Value
    do {
        subject = try value()
    } catch {
        return "Cannot make the value to snapshot for \(reference.baseName): \(error)"
    }
    var verifier = SnapshotVerifier(
        record: mode, artifacts: .default,
        group: URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent)
    verifier.diffTool = SnapshotTestingConfiguration.current?.diffTool ?? _diffTool
    verifier.timeout = timeout
    let outcome = verifier.verify(subject, as: snapshotting, reference: reference.path, name: reference.baseName)

    var message = outcome.message
    if mode == .all && outcome.status == .matched {
        // swift-snapshot-testing's `.all` records and fails every time; the bytes are the same,
        // so the file is left as it is (its modification time too).
        message = """
            Record mode is on (record: .all), and \(reference.path) is already up to date: it was left as it is.

            Turn record mode off and re-run "\(SnapshotNaming.sanitizePathComponent(testName))" to assert against it.
            """
    }
    if let text = message, let sharedWith {
        message = text + """

            Note: \(reference.fileName) is also the reference of \(sharedWith); two tests (or cases) \
            comparing with one file fail in turn. Give one of them a name (named:) or another test name.
            """
    }
    return message
}
