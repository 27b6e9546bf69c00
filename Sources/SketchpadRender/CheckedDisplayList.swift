import Foundation
import SketchpadWidgets

/// A display list that passed `DisplayList.validate()`, the one validator: the painter takes
/// only these, and a producer that checks a list before drawing it (the batch checks each
/// variant's list once, then writes it in every format) hands the checked list on, so nothing
/// checks the same list twice. Made only by checking.
///
/// ```swift
/// let checked = try CheckedDisplayList(list)            // RenderError if Cairo could not draw it
/// let png = try renderer.data(for: checked, format: .png, scale: 2)
/// ```
package struct CheckedDisplayList: Sendable {
    package let list: DisplayList

    package init(_ list: DisplayList) throws {
        try list.validate()
        Self.validations?.increment()
        self.list = list
    }

    /// Counts the lists checked in a scope (nil: not counted), for tests that check a list is
    /// validated once however many formats it is written in.
    @TaskLocal package static var validations: EventCounter?
}
