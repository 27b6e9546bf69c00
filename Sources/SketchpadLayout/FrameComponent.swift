import Cassowary

/// One frame component of an item (left, top, width or height) as the solver sees it: a variable
/// plus a constant. A view's components are its own variables; a margins or safe-area guide's are
/// its view's, inset.
struct FrameComponent {
    let variable: Variable
    let offset: Double

    var value: Double { variable.value + offset }
    var expression: Expression { Expression([Term(variable)], constant: offset) }
}
