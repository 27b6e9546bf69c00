import SketchpadLayout

/// Why a strict ``Scene/render(to:format:scale:overlays:strict:)`` wrote nothing.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The layout has errors (an inconsistent set of required constraints, a negative size…);
    /// every diagnostic found is listed, errors and warnings.
    case layoutErrors([Diagnostic])

    public var description: String {
        switch self {
        case .layoutErrors(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            return "the layout has \(errors.count) error\(errors.count == 1 ? "" : "s"); nothing was written:\n"
                + errors.map(\.description).joined(separator: "\n")
        }
    }
}
