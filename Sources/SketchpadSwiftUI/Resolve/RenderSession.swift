import SketchpadLayout
import SketchpadText

/// What one render shares while it resolves views and lays them out: the text measurer, the
/// storage of `@State`/`@StateObject` by place in the tree, the `onAppear` actions, the
/// diagnostics found, and the canvas and safe area.
@MainActor package final class RenderSession {
    /// Measures text for layout (Pango in a render; any measurer for layout-only benchmarks).
    package let measurer: any TextMeasuring
    /// The measurer with its shaper and font-metrics faces, cast once for every text.
    package let textMeasurers: TextMeasurers
    /// `@State` boxes by the view's structural identity and the property's index.
    package var storage: [Int: AnyObject] = [:]
    /// `onAppear` actions in the order their views were resolved; run once, before the render.
    package var appearActions: [() -> Void] = []
    /// `onReceive` subscriptions, made when their views appear and cancelled when the render ends.
    package var subscriptions: [AnyCancellable] = []
    /// What the user should know (an unknown image, text that does not fit…), in order found.
    package var diagnostics: [Diagnostic] = []
    /// The whole canvas and its safe area, in canvas coordinates.
    package var canvas: CGRect
    package var safeArea: CGRect
    /// The moment the render shows: what `Text(_:style: .relative/.offset/.timer)` counts from.
    package var now = Sketch.defaultNow
    /// Folders `Image("name")` looks in (name.png).
    package var imageFolders: [String] = []
    /// Frames of named coordinate spaces, recorded as they are placed.
    package var namedSpaces: [AnyHashable: CGRect] = [:]
    /// The colour scheme `preferredColorScheme(_:)` asked for (the last one resolved), which the
    /// whole render then takes, as the window it presents in would.
    package var preferredColorScheme: ColorScheme?
    /// Whether `statusBarHidden(_:)` hid the status bar (the last one resolved wins).
    package var statusBarHidden: Bool?
    /// What `persistentSystemOverlays(_:)` asked for (the last one resolved wins).
    package var persistentSystemOverlays: Visibility?
    /// An error thrown while content was resolved during layout (GeometryReader), rethrown after it.
    package var deferredError: (any Error)?
    /// Whether a `@State` changed since the last pass (onAppear, onPreferenceChange).
    package let changes = ChangeRecord()
    package var stateChanged: Bool {
        get { changes.changed }
        set { changes.changed = newValue }
    }
    /// Whether an `onPreferenceChange` node was made: only then does the render walk the laid-out
    /// tree for readers (a second pass over every node, which a screen without them is spared).
    package var hasPreferenceReaders = false
    /// Whether a `matchedGeometryEffect` node was made: only then is the laid-out tree walked to
    /// give each group's views their source's geometry.
    package var hasMatchedGeometry = false
    /// Which view and modifier types are primitive, and as what (a conformance lookup once per type).
    package let primitiveViews = TypeTable<(any PrimitiveView.Type)?>()
    package let primitiveModifiers = TypeTable<(any PrimitiveModifier.Type)?>()
    /// Whether a view type has dynamic properties (nil: not reflected yet; reflection once per
    /// type, a table without hashing: a dictionary hashed each custom view's type).
    package let installableTypes = TypeTable<Bool?>()
    /// The newest entry of the environment a text was last resolved in, and that environment's
    /// text values. Entries never change and the one kept here cannot be freed (no other chain
    /// can take its address), so an environment with this newest entry has these values.
    /// (Not checked for exclusivity at run time: each text read them with three checks; every
    /// access is a plain read or write.)
    @exclusivity(unchecked) private var textEnvironmentHead: EnvironmentEntry?
    @exclusivity(unchecked) private var lastTextEnvironment: TextEnvironment?
    /// How many times texts read their values from an environment (not the last one's).
    @exclusivity(unchecked) package private(set) var textEnvironmentReads = 0

    package init(measurer: any TextMeasuring, canvas: CGRect, safeArea: CGRect) {
        self.measurer = measurer
        self.textMeasurers = TextMeasurers(measurer)
        self.canvas = canvas
        self.safeArea = safeArea
    }

    /// The text values of `environment`, read again only when it is not the environment the last
    /// text was resolved in (a list's texts share one).
    func textEnvironment(of environment: EnvironmentValues) -> TextEnvironment {
        if let lastTextEnvironment, textEnvironmentHead === environment.head { return lastTextEnvironment }
        let values = TextEnvironment(environment)
        textEnvironmentReads += 1
        textEnvironmentHead = environment.head
        lastTextEnvironment = values
        return values
    }

    package func report(_ severity: Diagnostic.Severity, _ kind: String, _ message: String, hint: String? = nil,
                        at location: SourceLocation? = nil) {
        let diagnostic = Diagnostic(severity: severity, kind: Diagnostic.Kind(kind), message: message, hint: hint, location: location)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// Installs the dynamic properties of `value` (a view or a view modifier) before its body is read.
    package func install<T>(_ value: T, environment: EnvironmentValues, identity: Int) throws {
        if installableTypes.value(for: T.self, make: { nil }) == false { return }
        let found = try install(reflecting: value, environment: environment, identity: identity, name: "\(T.self)")
        if !found { installableTypes.set(false, for: T.self) }
    }

    private func install(reflecting value: Any, environment: EnvironmentValues, identity: Int, name: String) throws -> Bool {
        var found = false
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let key = ResolveContext.combine(identity, index &+ 1)
            if let property = child.value as? any InstallableProperty {
                found = true
                try property.install(in: InstallContext(environment: environment, session: self, key: key, viewName: name))
            } else if child.value is any DynamicProperty {
                found = true
                _ = try install(reflecting: child.value, environment: environment, identity: key, name: name)
            }
        }
        return found
    }
}
