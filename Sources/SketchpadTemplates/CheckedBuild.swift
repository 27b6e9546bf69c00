import Foundation

/// The view tree the loader builds to find every error in a template, kept for the first
/// ``Template/instantiate(_:)`` of the same variant: a render of a template without variants
/// then builds its tree once, not twice (building is most of what a template costs before
/// layout). Given out once, so every caller still gets a tree of its own.
final class CheckedBuild {
    let variant: TemplateVariant
    // The batch renderer may instantiate variants of one template on several threads at once.
    private let lock = NSLock()
    private var instance: TemplateInstance?

    init(variant: TemplateVariant, instance: TemplateInstance) {
        self.variant = variant
        self.instance = instance
    }

    /// The kept tree if it was built for `variant` and not given out yet.
    func take(for variant: TemplateVariant) -> TemplateInstance? {
        guard variant == self.variant else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let taken = instance
        instance = nil
        return taken
    }
}
