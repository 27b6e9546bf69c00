/// One value per `UIControl.State`, as UIKit keeps a control's titles, colours and images: a state
/// without its own value reads the normal state's.
///
/// ```swift
/// var thumbs = ControlStateValues<UIImage>()
/// thumbs[.normal] = image
/// thumbs[.highlighted]   // image (the normal state's)
/// ```
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
