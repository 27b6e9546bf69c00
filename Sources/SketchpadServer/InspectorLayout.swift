/// The layout of one variant as the inspector shows it: every view with its sizes and
/// priorities, every constraint with where it was written and what became of it, the problems.
struct InspectorLayout: Codable, Sendable {
    struct Box: Codable, Hashable, Sendable {
        var x: Double, y: Double, width: Double, height: Double
    }

    struct Insets: Codable, Hashable, Sendable {
        var top: Double, leading: Double, bottom: Double, trailing: Double
    }

    struct AxisPair: Codable, Hashable, Sendable {
        var horizontal: Double, vertical: Double
    }

    struct Source: Codable, Hashable, Sendable {
        var file: String, line: Int, column: Int?
    }

    struct View: Codable, Sendable {
        var id: String
        var type: String
        var parent: String?
        /// In canvas points.
        var frame: Box
        /// Nil when the view has no intrinsic size on either axis.
        var intrinsicSize: AxisPair?
        var hugging: AxisPair
        var compressionResistance: AxisPair
        var margins: Insets
        var baselines: [Double]?
        var source: Source?
        /// Indexes into ``InspectorLayout/constraints`` of the constraints that relate this view.
        var constraints: [Int]
        /// Indexes into ``InspectorLayout/diagnostics`` of the problems that name this view.
        var diagnostics: [Int]
    }

    struct Constraint: Codable, Sendable {
        var index: Int
        /// `Label 'title'.leading == View 'root'.leadingMargin + 16`.
        var text: String
        /// The ids of the views it relates (a guide's owner for a guide).
        var first: String?
        var second: String?
        var priority: Double
        /// `satisfied` (won), `unmet` (lost to stronger ones) or `ignored`.
        var outcome: String
        var source: Source?
    }

    struct Diagnostic: Codable, Sendable {
        var severity: String
        var kind: String
        var message: String
        var views: [String]
        var source: Source?
    }

    var canvas: AxisPair
    var direction: String
    var views: [View]
    var constraints: [Constraint]
    var diagnostics: [Diagnostic]
}
