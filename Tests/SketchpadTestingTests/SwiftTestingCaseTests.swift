import Foundation
import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

enum Phone: String, CaseIterable { case iPhone15, iPadPro }

/// The running case's arguments are read from Swift Testing (by reflection: the API is SPI).
/// This fails if a Swift Testing release stores them differently.
@Suite struct SwiftTestingCaseTests {
    @Test(arguments: Phone.allCases, ["light", "dark"])
    func argumentsAreReadFromTheRunningCase(phone: Phone, appearance: String) throws {
        let current = try #require(SwiftTestingCase.current)
        #expect(current.arguments == [".\(phone.rawValue)", "\"\(appearance)\""])
        #expect(current.id.contains("argumentsAreReadFromTheRunningCase"))
    }

    @Test func aTestWithoutArgumentsHasNone() throws {
        let current = try #require(SwiftTestingCase.current)
        #expect(current.arguments == nil)
    }
}
