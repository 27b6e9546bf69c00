// Seed 004: place(on:) and pin(…).
extension View {
    /// Adds this view to `view` and returns it, to chain ``pin(_:file:line:column:)``.
    ///
    /// ```swift
    /// card.place(on: root).pin(.allEdges(padding: 20))
    /// badge.place(on: card)             // pin later
    /// ```
    @discardableResult
    public func place(on view: View) -> Self {
        view.addSubview(self)
        return self
    }

    /// Pins this view (see ``Pin``) and returns it. Pins without a target refer to the superview;
    /// each constraint records the location of this call.
    ///
    /// ```swift
    /// subview.pin(.top(to: anotherView, .bottom, padding: 10), .leading, .trailing, .fixedHeight(50))
    /// ```
    @discardableResult
    public func pin(_ pins: Pin..., file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Self {
        Constraint.activate(constraints(pinning: pins, at: SourceLocation(fileID: file, line: line, column: column)))
        return self
    }

    /// The constraints `pins` make for this view, not activated.
    ///
    /// ```swift
    /// let cs = title.constraints(pinning: [.top, .horizontalEdges])
    /// ```
    public func constraints(pinning pins: [Pin], file: StaticString = #fileID, line: UInt = #line,
                            column: UInt = #column) -> [Constraint] {
        constraints(pinning: pins, at: SourceLocation(fileID: file, line: line, column: column))
    }

    /// The same, at an explicit location.
    public func constraints(pinning pins: [Pin], at location: SourceLocation) -> [Constraint] {
        var result: [Constraint] = []
        func add(_ pin: Pin) {
            switch pin {
            case let .relative(attribute, constant, item, toAttribute):
                // Without a superview the constraint has no second item; the engine reports it.
                result.append(Constraint(item: self, attribute: attribute, toItem: item ?? superview,
                                         attribute: toAttribute ?? attribute, constant: constant,
                                         origin: .pin, location: location))
            case let .fixed(attribute, constant):
                result.append(Constraint(item: self, attribute: attribute, constant: constant, origin: .pin, location: location))
            case let .multiple(pins):
                pins.forEach(add)
            }
        }
        pins.forEach(add)
        return result
    }
}
