extension Double {
    /// A placeholder constant for the builders of ``LayoutItem/constrain(to:)`` and
    /// ``LayoutItem/constrain(after:)``: they replace it with the standard spacing (8, as
    /// ``StackView/standardSpacing``), keeping the sign convention of the method (positive insets).
    /// It has no meaning elsewhere; ``LayoutItem/constrainSelf()`` treats it as 8 too.
    ///
    /// ```swift
    /// label.constrain(to: view).leadingTrailing(constant: .systemSpacing)
    /// ```
    public static let systemSpacing: Double = -0x1.5EED5EEDp+1001

    /// `self`, or the standard spacing if `self` is ``systemSpacing``.
    var resolvingSystemSpacing: Double { self == .systemSpacing ? StackView.standardSpacing : self }
}
