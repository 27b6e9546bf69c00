import Sketchpad

extension TemplateCardSource {
    func inspect(_ file: CardFile, variant index: Int, on worker: RenderWorker.State) -> InspectorLayout? {
        guard let built = try? build(file, variant: index, on: worker) else { return nil }
        let (instance, _, result, measurer) = built
        var ids: [ObjectIdentifier: String] = [:]
        for entry in instance.entries { ids[ObjectIdentifier(entry.view)] = entry.id }
        func id(of item: (any LayoutItem)?) -> String? {
            guard let item, let owner = item.owningView else { return nil }
            return ids[ObjectIdentifier(owner)]
        }
        func source(_ location: SourceLocation?) -> InspectorLayout.Source? {
            guard let location, location.line > 0 else { return nil }
            return .init(file: location.file, line: location.line, column: location.column > 0 ? location.column : nil)
        }

        // Constraints in tree order, each once.
        var constraints: [InspectorLayout.Constraint] = []
        var seen = Set<ObjectIdentifier>()
        for entry in instance.entries {
            for c in entry.view.constraints where seen.insert(ObjectIdentifier(c)).inserted {
                let outcome = result.outcome(of: c)
                constraints.append(.init(index: constraints.count, text: c.description, first: id(of: c.firstItem),
                                         second: id(of: c.secondItem), priority: c.priority.rawValue,
                                         outcome: outcome.rawValue, source: source(c.location)))
            }
        }
        var diagnostics: [InspectorLayout.Diagnostic] = []
        for d in result.diagnostics where d.severity != .info {
            let reported = instance.diagnostic(for: d, as: d.reportedSeverity(strict: false))
            diagnostics.append(.init(severity: reported.severity.rawValue, kind: d.kind.rawValue, message: d.message,
                                     views: d.items.compactMap { id(of: $0) }, source: source(reported.location)))
        }
        let views = instance.entries.map { entry -> InspectorLayout.View in
            let view = entry.view
            let frame = result.frame(of: view) ?? .zero
            let intrinsic = view.intrinsicContentSize(measuring: measurer)
            let margins = view.directionalLayoutMargins
            return InspectorLayout.View(
                id: entry.id, type: entry.type, parent: entry.parentID,
                frame: .init(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height),
                intrinsicSize: intrinsic.width < 0 && intrinsic.height < 0 ? nil : .init(horizontal: intrinsic.width, vertical: intrinsic.height),
                hugging: .init(horizontal: view.contentHuggingPriority(for: .horizontal).rawValue,
                               vertical: view.contentHuggingPriority(for: .vertical).rawValue),
                compressionResistance: .init(horizontal: view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                                             vertical: view.contentCompressionResistancePriority(for: .vertical).rawValue),
                margins: .init(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing),
                baselines: result.baselines(of: view).map { [$0.first, $0.last] },
                source: source(entry.location),
                constraints: constraints.filter { $0.first == entry.id || $0.second == entry.id }.map(\.index),
                diagnostics: diagnostics.indices.filter { diagnostics[$0].views.contains(entry.id) })
        }
        return InspectorLayout(canvas: .init(horizontal: result.canvasSize.width, vertical: result.canvasSize.height),
                               direction: result.layoutDirection == .leftToRight ? "ltr" : "rtl",
                               views: views, constraints: constraints, diagnostics: diagnostics)
    }
}
