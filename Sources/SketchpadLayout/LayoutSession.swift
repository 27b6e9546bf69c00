import Cassowary

/// One run of the layout engine over one tree.
final class LayoutSession {
    let engine: LayoutEngine
    let root: View
    let location: SourceLocation
    var direction: LayoutDirection { engine.layoutDirection }

    // The tables every item, constraint and entry goes through are `@exclusivity(unchecked)`: a
    // session runs on one thread and never holds two accesses to one of them at once, and the
    // runtime's check of every access cost as much as the work it guarded.
    @exclusivity(unchecked) var records: [ItemRecord] = []
    @exclusivity(unchecked) var recordIndex = IdentityIndex()
    /// `records[i]`'s flags and parent, packed (see ``RecordSummary``): passes over every record
    /// read these and touch a record only for the items they act on.
    @exclusivity(unchecked) var summaries: [RecordSummary] = []
    /// Valid active constraints, in tree order.
    @exclusivity(unchecked) var constraints: [Constraint] = []
    /// The records of each constraint's items (`constraints[i]`'s first and second, −1 for none),
    /// looked up once while collecting: at 10,000 views every look-up in ``recordIndex`` (a table
    /// larger than the processor's second-level cache) is a cache miss, and building looked both
    /// items up again.
    @exclusivity(unchecked) var constraintRecords: [(first: Int32, second: Int32)] = []
    @exclusivity(unchecked) var entries: [Entry] = []
    /// The solver row of each entry (row i is entry i's), as flat arrays: at 10,000 views a
    /// constraint object per entry meant 50,000 scattered objects to free when the session ends.
    /// The rows hold the records' variables unretained; the records keep them alive.
    @exclusivity(unchecked) var rows = ConstraintRows()
    @exclusivity(unchecked) var broken = Set<Int>()
    /// The ``Constraint``s made for stack-generated entries this pass, by entry (see
    /// ``constraint(ofStackEntry:)``): only those a diagnostic named.
    var stackConstraints: [Int: Constraint] = [:]
    @exclusivity(unchecked) var diagnostics: [LayoutDiagnostic] = []
    var stackWarnings = Set<ObjectIdentifier>()
    /// Measurement errors not yet reported (see ``measure()``).
    var measurementFailures: [LayoutDiagnostic] = []
    var ambiguityCheck = AmbiguityCheck.off

    init(engine: LayoutEngine, root: View, location: SourceLocation) {
        self.engine = engine
        self.root = root
        self.location = location
    }

    func record(of item: any LayoutItem) -> ItemRecord? {
        recordIndex[ObjectIdentifier(item)].map { records[$0] }
    }

    // MARK: Run

    func run() -> LayoutResult {
        let clock = ContinuousClock()
        var timings = LayoutTimings()
        func time<T>(_ phase: WritableKeyPath<LayoutTimings, Duration>, _ body: () -> T) -> T {
            var value: T?
            timings[keyPath: phase] += clock.measure { value = body() }
            return value!
        }
        time(\.collecting) {
            collectItems()
            collectConstraints()
        }
        let maximumPasses = max(1, engine.options.maximumTextPasses)
        var passes = 0
        var solver = Solver()
        while true {
            passes += 1
            time(\.measuring) { measure() }
            time(\.building) { buildEntries() }
            solver = time(\.solving) { solve() }
            let unsettled = time(\.measuring) { updateFittingWidths() }
            if !unsettled { break }
            if passes >= maximumPasses {
                diagnostics.append(LayoutDiagnostic(
                    severity: .warning, kind: .textDidNotSettle,
                    message: "wrapping text did not settle after \(passes) layout passes; the last pass is shown",
                    items: records.filter(\.contentDependsOnWidth).map(\.item)))
                break
            }
        }
        let statistics = solver.lastSolveStatistics
        // The solver placed alignment rectangles; a view with alignment insets is drawn, rounded
        // and reported at the frame around its rectangle.
        var frames = records.map(\.frame)
        if hasAlignmentInsets {
            for rec in records where rec.isView && rec.view!.alignmentInsets != .zero {
                frames[rec.index] = frames[rec.index].inset(by: -rec.view!.alignmentInsets)
            }
        }
        time(\.diagnosing) {
            // Unmet optionals read the variables' values, so they go before the ambiguity check
            // overwrites them; the first solver is released before the second one is built.
            if engine.options.reportsUnmetOptionals { diagnoseUnmetOptionals(solver) }
            // A provably unique optimum over every frame variable has nothing ambiguous in it: skip
            // the second solve. (A variable no constraint mentions never reaches the solver.) Asked
            // of the solver that solved, before it is released.
            let unique = engine.options.detectsAmbiguity && solver.hasUniqueSolution && solverHoldsEveryFrameVariable(solver)
            solver = Solver()
            if engine.options.detectsAmbiguity {
                ambiguityCheck = unique ? .provedUnique : .solvedAgain
                if !unique { diagnoseAmbiguity(frames: frames) }
            }
        }
        // Frames are written back and the result's entries made in one pass: each item is
        // visited once (at 10,000 views a second visit is a cache miss per item).
        var resultEntries: [LayoutResult.Entry] = []
        resultEntries.reserveCapacity(records.count)
        let placed = engine.options.pixelScale.map { pixelSnapped(frames, scale: $0) } ?? frames
        for rec in records {
            let f = placed[rec.index]
            if rec.isView {
                rec.view!.frame = f
            } else if let guide = rec.item as? LayoutGuide {
                guide.layoutFrame = f
            }
            var baselines: (first: Double, last: Double)?
            if let b = rec.measurement.baselines {
                // Content is measured in the alignment rectangle.
                let a = hasAlignmentInsets && rec.isView ? f.inset(by: rec.view!.alignmentInsets) : f
                let top = a.minY + (a.height - b.contentHeight) / 2
                baselines = (top + b.first, top + b.last)
            }
            resultEntries.append(LayoutResult.Entry(item: rec.item, frame: f, baselines: baselines))
        }
        time(\.diagnosing) {
            diagnoseNegativeSizes(frames: frames)
            if engine.options.reportsOverlaps { diagnoseOverlaps(frames: frames) }
            if engine.options.reportsOverflow { diagnoseOverflow(frames: frames) }
            if engine.options.reportsClippedText { diagnoseTextFit(frames: frames) }
        }
        // Most severe first; stable within a severity.
        let ordered = diagnostics.enumerated().sorted {
            $0.element.severity != $1.element.severity ? $0.element.severity > $1.element.severity : $0.offset < $1.offset
        }.map(\.element)
        // Entry i is record i, so the table of records is the result's index as it is.
        var result = LayoutResult(canvasSize: engine.canvasSize, layoutDirection: direction, entries: resultEntries,
                                  index: recordIndex, diagnostics: ordered, textPasses: passes)
        result.timings = timings
        result.solverStatistics = statistics
        result.ambiguityCheck = ambiguityCheck
        return result
    }

    /// Whether every visible item's variables reached the solver (one no constraint mentions never
    /// does, and is then undetermined). Every variable the solver holds is some record's, so when
    /// it holds as many as the records have, it holds them all: no lookups in the usual case.
    func solverHoldsEveryFrameVariable(_ solver: Solver) -> Bool {
        var total = 0
        for s in summaries where s.flags.contains(.ownsVariables) { total += 4 }
        if solver.variableCount == total { return true }
        return records.allSatisfy { $0.hidden || $0.variables.allSatisfy { solver.value(of: $0) != nil } }
    }

    // MARK: Items

    /// Registers every view (depth first) followed by its guides; system guides are expressions of
    /// their view, custom and readable-content guides get variables. The margins guides of the root
    /// and of views that hold other views (for the margins overlay) and the root's safe area are
    /// registered here; those of leaf views only when a constraint uses them (in the order the
    /// constraints use them, so the same input always gives the same entries), which keeps lists
    /// of leaf views light.
    func collectItems() {
        pendingIdentities = []
        // Each view with its parent's record, whether an ancestor is hidden, and whether its
        // superview clips (read here rather than through each view's weak superview reference).
        var stack: [(View, Int?, Bool, Bool)] = [(root, nil, root.isHidden, false)]
        var readable: [ItemRecord] = []
        while let (view, parent, hiddenAbove, parentClips) = stack.popLast() {
            let hidden = hiddenAbove || view.isHidden
            let rec = add(view, parent: parent, hidden: hidden, superviewClipsToBounds: parentClips)
            if view.alignmentInsets != .zero { hasAlignmentInsets = true }
            // Measured now, while the view is in cache, rather than in a later pass over every view.
            measure(rec, view)
            if !view.subviews.isEmpty || view === root { _ = marginsRecord(of: rec) }
            if view === root { _ = safeAreaRecord(of: rec) }
            if let guide = view.readableGuideStorage {
                readable.append(add(guide, parent: rec.index, hidden: hidden))
            }
            for guide in view.layoutGuides { _ = add(guide, parent: rec.index, hidden: hidden) }
            let clips = view.clipsToBounds
            for sub in view.subviews.reversed() { stack.append((sub, rec.index, hidden, clips)) }
        }
        readableGuides = readable.map { ($0, marginsRecord(of: records[$0.parent!])) }
        enterPendingIdentities()
    }

    /// The identity of each record's item while ``collectItems()`` registers the tree (nil after):
    /// nothing looks an item up before the tree is registered, so ``recordIndex`` is made once,
    /// at its final size. Grown from empty one item at a time, it was rehashed 11 times at 10,000
    /// views, each time a pass of scattered writes over a table larger than the cache.
    private var pendingIdentities: [ObjectIdentifier]?

    /// Enters the pending identities into ``recordIndex``, sized for them and for the margins and
    /// safe-area guides constraints may still register.
    private func enterPendingIdentities() {
        guard let identities = pendingIdentities else { return }
        pendingIdentities = nil
        recordIndex = IdentityIndex(minimumCapacity: identities.count + identities.count / 4)
        for (i, id) in identities.enumerated() { recordIndex[id] = i }
    }

    /// The record index of an item a constraint uses, registering a margins or safe-area guide on
    /// first use if its view is laid out; nil for an item outside the laid-out tree.
    private func resolveConstraintItem(_ item: any LayoutItem) -> Int? {
        // Registered items (every view) are told apart by identity alone, before a cast reads the
        // object: at 10,000 views that read is a cache miss per constraint.
        let id = ObjectIdentifier(item)
        if let index = recordIndex[id] { return index }
        registerSystemGuide(item)
        return recordIndex[id]
    }

    /// Registers the record of a margins or safe-area guide (not yet registered) used by a
    /// constraint, if its view is laid out.
    private func registerSystemGuide(_ item: any LayoutItem) {
        guard let guide = item as? LayoutGuide,
              let owner = guide.owningView, let ownerRecord = record(of: owner) else { return }
        switch guide.role {
        case .layoutMargins: _ = marginsRecord(of: ownerRecord)
        case .safeArea: _ = safeAreaRecord(of: ownerRecord)
        case .custom, .readableContent: break
        }
    }

    /// The record of a view's margins guide, registered on first use.
    func marginsRecord(of rec: ItemRecord) -> ItemRecord {
        if rec.marginsGuide >= 0 { return records[rec.marginsGuide] }
        let view = rec.view!
        // Margins are measured from the frame, not the alignment rectangle the record holds.
        let m = add(view.layoutMarginsGuide, parent: rec.index, hidden: rec.hidden, insetFrom: rec,
                    by: marginInsets(of: view) + -view.alignmentInsets)
        rec.marginsGuide = m.index
        return m
    }

    /// The record of a view's safe-area guide, registered on first use.
    func safeAreaRecord(of rec: ItemRecord) -> ItemRecord {
        if rec.safeAreaGuide >= 0 { return records[rec.safeAreaGuide] }
        let view = rec.view!
        let g = add(view.safeAreaLayoutGuide, parent: rec.index, hidden: rec.hidden,
                    insetFrom: rec, by: (view === root ? engine.safeAreaInsets : view.inheritedSafeAreaInsets) + -view.alignmentInsets)
        rec.safeAreaGuide = g.index
        return g
    }

    var readableGuides: [(guide: ItemRecord, margins: ItemRecord)] = []
    /// The variables the records own (four per record that owns its own): the solver's expected
    /// count of variables (those of items no constraint mentions never reach it).
    var ownedVariableCount = 0
    /// Whether some view has alignment insets (its frame is then not its solved rectangle).
    var hasAlignmentInsets = false

    /// Registers an item with fresh variables, or (with `owner`) one whose frame is `owner`'s inset.
    private func add(_ item: any LayoutItem, parent: Int?, hidden: Bool, superviewClipsToBounds: Bool = false,
                     insetFrom owner: ItemRecord? = nil, by insets: EdgeInsets = .zero) -> ItemRecord {
        let rec = ItemRecord(item: item, index: records.count, parent: parent, hidden: hidden,
                             superviewClipsToBounds: superviewClipsToBounds, insetFrom: owner, by: insets)
        records.append(rec)
        summaries.append(RecordSummary(rec))
        if rec.ownsVariables { ownedVariableCount += 4 }
        if pendingIdentities != nil {
            pendingIdentities!.append(ObjectIdentifier(item))
        } else {
            recordIndex[ObjectIdentifier(item)] = rec.index
        }
        return rec
    }

    /// The margins of `view` by absolute side; the root's come from the scene (and the safe area).
    func marginInsets(of view: View) -> EdgeInsets {
        guard view === root else {
            let margins = view.resolvedLayoutMargins(in: direction)
            return view.insetsLayoutMarginsFromSafeArea ? margins + view.inheritedSafeAreaInsets : margins
        }
        let margins = engine.rootLayoutMargins?.resolved(in: direction) ?? view.resolvedLayoutMargins(in: direction)
        return view.insetsLayoutMarginsFromSafeArea ? margins + engine.safeAreaInsets : margins
    }

    // MARK: Constraints

    /// Gathers the active constraints of every view in tree order, reporting invalid ones and ones
    /// that relate items outside the tree.
    ///
    /// A constraint is installed on one view at most, once (``Constraint/install(on:)`` moves it),
    /// and each view is visited once, so no table of the constraints seen is kept: at 10,000 views
    /// its look-ups were cache misses.
    func collectConstraints() {
        for rec in records {
            guard let view = rec.view else { continue }
            for c in view.constraints {
                // Each item read once (see ``Constraint/items``).
                let (firstItem, secondItem) = c.items
                let first = resolveConstraintItem(firstItem)
                let second = secondItem.flatMap { resolveConstraintItem($0) }
                if let problem = c.validationProblem(first: firstItem, second: secondItem) {
                    diagnostics.append(LayoutDiagnostic(
                        severity: .error, kind: .invalidConstraint,
                        message: "ignored an invalid constraint: \(problem)",
                        items: [firstItem] + (secondItem.map { [$0] } ?? []),
                        notes: [LayoutDiagnostic.Note(location: c.location, message: c.description, constraint: c)]))
                    continue
                }
                guard let first, secondItem == nil || second != nil else {
                    let outside = [firstItem, secondItem].compactMap { $0 }.filter { record(of: $0) == nil }
                    diagnostics.append(LayoutDiagnostic(
                        severity: .error, kind: .itemOutsideHierarchy,
                        message: "ignored a constraint that relates \(outside.map(\.debugName).joined(separator: " and ")), which is not in the laid-out view tree (add it as a subview, or its guide to a view)",
                        items: outside,
                        notes: [LayoutDiagnostic.Note(location: c.location, message: c.description, constraint: c)]))
                    continue
                }
                constraints.append(c)
                constraintRecords.append((Int32(first), Int32(second ?? -1)))
            }
        }
    }

    /// The expression of `attribute` of the item in `rec`, built as one array of terms (no
    /// intermediate expressions).
    func expression(_ rec: ItemRecord, _ attribute: LayoutAttribute) -> Expression {
        attributeTerms(rec, attribute).expression
    }

    /// The terms of `attribute` of the item in `rec`, held without a heap block (every constraint
    /// of a layout comes through here).
    func attributeTerms(_ rec: ItemRecord, _ attribute: LayoutAttribute) -> AttributeTerms {
        if attribute.isMargin, rec.view != nil {
            return attributeTerms(marginsRecord(of: rec), attribute.withoutMargin)
        }
        let ltr = direction == .leftToRight
        let l = rec.leftComponent, t = rec.topComponent
        switch attribute.withoutMargin {
        case .left: return AttributeTerms(l)
        case .right: return AttributeTerms(edge: l, plus: rec.widthComponent, times: 1)
        case .top: return AttributeTerms(t)
        case .bottom: return AttributeTerms(edge: t, plus: rec.heightComponent, times: 1)
        case .width: return AttributeTerms(rec.widthComponent)
        case .height: return AttributeTerms(rec.heightComponent)
        case .centerX: return AttributeTerms(edge: l, plus: rec.widthComponent, times: 0.5)
        case .centerY: return AttributeTerms(edge: t, plus: rec.heightComponent, times: 0.5)
        case .leading: return ltr ? AttributeTerms(l) : AttributeTerms(edge: l, plus: rec.widthComponent, times: 1)
        case .trailing: return ltr ? AttributeTerms(edge: l, plus: rec.widthComponent, times: 1) : AttributeTerms(l)
        case .firstBaseline, .lastBaseline: return baseline(rec, last: attribute == .lastBaseline)
        default: return AttributeTerms()
        }
    }

    /// The first or last baseline of a view: that of its `viewForFirst/LastBaselineLayout`, at
    /// `top + (height − contentHeight)/2 + offset`, or the bottom edge for views without text.
    func baseline(_ rec: ItemRecord, last: Bool) -> AttributeTerms {
        var target = rec
        for _ in 0..<64 {
            guard let view = target.view else { break }
            let next = last ? view.viewForLastBaselineLayout : view.viewForFirstBaselineLayout
            guard next !== view, let nextRec = record(of: next) else { break }
            target = nextRec
        }
        guard let baselines = target.measurement.baselines else {
            return AttributeTerms(edge: target.topComponent, plus: target.heightComponent, times: 1)
        }
        let offset = (last ? baselines.last : baselines.first) - baselines.contentHeight / 2
        return AttributeTerms(edge: target.topComponent, plus: target.heightComponent, times: 0.5, extra: offset)
    }

    /// Appends the solver form of a layout constraint to ``rows``: `first − (multiplier × second +
    /// constant) OP 0`, its terms written straight into the batch (no constraint object, no terms
    /// array: every constraint of a layout comes through here). Returns the row's strength and relation.
    ///
    /// In a right-to-left scene a constraint with a leading or trailing attribute is read in the
    /// reading direction, as UIKit does: leading is the right edge, trailing the left, and the
    /// constant and the inequality are mirrored (`a.leading >= b.trailing + 8` becomes
    /// `a.right <= b.left - 8`), so "8 points after" stays 8 points after.
    ///
    /// `firstRecord` and `secondRecord` are the records of the constraint's items (`secondRecord`
    /// nil when it has no second item).
    func appendSolverRow(_ c: Constraint, _ firstRecord: ItemRecord, _ secondRecord: ItemRecord?) -> (strength: Strength, relation: RelationalOperator) {
        appendSolverRow(firstRecord, c.firstAttribute, c.relation, secondRecord, c.secondAttribute,
                        multiplier: c.multiplier, constant: c.constant, priority: c.priority)
    }

    /// ``appendSolverRow(_:_:_:)`` for a constraint given by its parts (`secondAttribute`
    /// ``LayoutAttribute/notAnAttribute`` when `secondRecord` is nil, as ``Constraint`` stores it).
    func appendSolverRow(_ firstRecord: ItemRecord, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
                         _ secondRecord: ItemRecord?, _ secondAttribute: LayoutAttribute,
                         multiplier m: Double, constant written: Double, priority: LayoutPriority) -> (strength: Strength, relation: RelationalOperator) {
        let mirrored = direction == .rightToLeft
            && (firstAttribute.kind == .directionalX || secondAttribute.kind == .directionalX)
        let constant = mirrored ? -written : written
        let first = attributeTerms(firstRecord, firstAttribute)
        first.appendTerms(to: &rows) { $0 }
        var rhsConstant = constant
        if let secondRecord {
            let e = attributeTerms(secondRecord, secondAttribute)
            e.appendTerms(to: &rows) { -(m == 1 ? $0 : $0 * m) }
            rhsConstant = (m == 1 ? e.constant : e.constant * m) + constant
        }
        let op: RelationalOperator
        switch relation {
        case .equal: op = .equal
        case .lessThanOrEqual: op = mirrored ? .greaterThanOrEqual : .lessThanOrEqual
        case .greaterThanOrEqual: op = mirrored ? .lessThanOrEqual : .greaterThanOrEqual
        }
        let strength = priority.strength
        rows.endRow(constant: first.constant - rhsConstant, relation: op, strength: strength)
        return (strength, op)
    }

    /// Adds one of ``constraints`` (which keeps it alive: the entry holds it unretained), whose
    /// items' records are known, to this pass's entries.
    private func add(_ c: Constraint, _ firstRecord: ItemRecord, _ secondRecord: ItemRecord?) {
        let (strength, relation) = appendSolverRow(c, firstRecord, secondRecord)
        entries.append(Entry(isRequired: strength.isRequired, relation: relation, source: .constraint(Unowned(c))))
    }

    /// Adds a constraint a stack generates, from its parts: its row and an entry that names it
    /// (no ``Constraint`` object until a diagnostic asks, see ``constraint(ofStackEntry:)``).
    func addStackRow(_ row: StackRow) {
        let (strength, relation) = appendSolverRow(
            records[Int(row.first)], row.firstAttribute, row.relation, row.second < 0 ? nil : records[Int(row.second)],
            row.secondAttribute, multiplier: row.multiplier, constant: row.constant, priority: row.priority)
        entries.append(Entry(isRequired: strength.isRequired, relation: relation, source: .stack(row)))
    }

    /// The ``Constraint`` of a stack-generated entry, as the stack made it before rows (its items,
    /// attributes, numbers, identifier, origin ``Constraint/Origin/stackView`` and the stack's
    /// location); made on first use and kept for the pass, so every diagnostic of an entry names
    /// one object.
    func constraint(ofStackEntry i: Int) -> Constraint? {
        guard case let .stack(row) = entries[i].source else { return nil }
        if let made = stackConstraints[i] { return made }
        let stack = records[Int(row.stack)].view as! StackView
        let c = Constraint(item: records[Int(row.first)].item, attribute: row.firstAttribute, relatedBy: row.relation,
                           toItem: row.second < 0 ? nil : records[Int(row.second)].item, attribute: row.secondAttribute,
                           multiplier: row.multiplier, constant: row.constant, priority: row.priority,
                           identifier: row.kind.rawValue, origin: .stackView, location: stack.location)
        stackConstraints[i] = c
        return c
    }

    /// Adds a solver constraint made by the engine; only its row is kept, not the object.
    func addEntry(_ constraint: Cassowary.Constraint, _ source: EntrySource) {
        entries.append(Entry(constraint: constraint, source: source))
        rows.append(constraint)
    }

    func addGenerated(_ constraint: Cassowary.Constraint, _ text: String, at location: SourceLocation, breakRank: Int = 1) {
        addEntry(constraint, .generated(text, location, breakRank: breakRank))
    }

    func addInternal(_ constraint: Cassowary.Constraint) {
        addEntry(constraint, .internalPull)
    }

    // MARK: Measuring

    /// Measures the content of every view that needs it (all of them in the first pass, which
    /// `collectItems` measures as it registers them; wrapping text again at its solved width).
    func measure() {
        for rec in records where rec.needsMeasuring { measure(rec, rec.view!) }
        // Failures, those found while collecting first, are reported here: after invalid
        // constraints, as when all measuring happened in this pass.
        diagnostics += measurementFailures
        measurementFailures = []
    }

    private func measure(_ rec: ItemRecord, _ view: View) {
        rec.needsMeasuring = false
        defer { summaries[rec.index].measured(rec.measurement) }
        do {
            rec.measurement = try view.measureContent(using: engine.measurer, fittingWidth: rec.fittingWidth)
        } catch {
            rec.measurement = .none
            guard !rec.measurementFailed else { return }
            rec.measurementFailed = true
            measurementFailures.append(LayoutDiagnostic(
                severity: .error, kind: .measurementFailed,
                message: "could not measure the content of \(view.debugName): \(error)", items: [view]))
        }
    }

    /// After a solve: marks wrapping views whose solved width differs from the width they were
    /// measured at, and returns whether any needs another pass. A view measured at its natural
    /// width that got at least that width needs none (wrapping at a wider width changes nothing).
    func updateFittingWidths() -> Bool {
        var again = false
        for i in summaries.indices where summaries[i].flags.contains(.contentDependsOnWidth) {
            let rec = records[i]
            let solved = rec.widthComponent.value
            if let fitting = rec.fittingWidth {
                if abs(solved - fitting) <= 1e-6 { continue }
            } else if solved >= rec.measurement.size.width - 1e-6 {
                continue
            }
            rec.fittingWidth = max(0, solved)
            rec.needsMeasuring = true
            again = true
        }
        return again
    }

    // MARK: Entries

    func buildEntries() {
        entries = []
        stackConstraints = [:]
        rows = ConstraintRows()
        entries.reserveCapacity(constraints.count + records.count * 4)
        rows.reserveCapacity(rows: constraints.count + records.count * 4, terms: 4 * (constraints.count + records.count * 4),
                             variables: ownedVariableCount)
        let rootRec = records[0]
        let size = engine.canvasSize
        addGenerated(rootRec.left == 0, "the canvas pins the root view: \(root.debugName).left == 0", at: location, breakRank: 0)
        addGenerated(rootRec.top == 0, "the canvas pins the root view: \(root.debugName).top == 0", at: location, breakRank: 0)
        addGenerated(rootRec.width == size.width, "the canvas pins the root view: \(root.debugName).width == \(formatNumber(size.width))", at: location, breakRank: 0)
        addGenerated(rootRec.height == size.height, "the canvas pins the root view: \(root.debugName).height == \(formatNumber(size.height))", at: location, breakRank: 0)
        for (guide, margins) in readableGuides { addReadableGuideConstraints(guide, margins) }
        for (c, items) in zip(constraints, constraintRecords) {
            add(c, records[Int(items.first)], items.second < 0 ? nil : records[Int(items.second)])
        }
        for i in summaries.indices where summaries[i].flags.contains(.stackView) {
            if let stack = records[i].view as? StackView { stack.generateConstraints(in: self) }
        }
        for i in summaries.indices where summaries[i].flags.contains([.view, .contentSize]) { addContentConstraints(records[i]) }
    }

    private func addReadableGuideConstraints(_ guide: ItemRecord, _ margins: ItemRecord) {
        let owner = guide.item.owningView!
        let here = SourceLocation(file: "SketchpadLayout/readableContentGuide", line: 0)
        let name = guide.item.debugName
        addGenerated(guide.top == margins.top, "\(name).top == layoutMargins.top", at: here)
        addGenerated(guide.height == margins.height, "\(name).height == layoutMargins.height", at: here)
        addGenerated(guide.left >= margins.left, "\(name).left >= layoutMargins.left", at: here)
        addGenerated(guide.left + guide.width <= margins.left + margins.width, "\(name).right <= layoutMargins.right", at: here)
        addGenerated(guide.left + guide.width * 0.5 == margins.left + margins.width * 0.5, "\(name).centerX == layoutMargins.centerX", at: here)
        addGenerated(guide.width <= owner.readableContentWidth,
                     "\(name).width <= \(formatNumber(owner.readableContentWidth)) (readableContentWidth)", at: here)
        addGenerated((guide.width == margins.width).withStrength(LayoutPriority(999).strength),
                     "\(name).width == layoutMargins.width @999", at: here)
    }

    /// The strength of content hugging or compression resistance at `priority`: 2% below a
    /// constraint of the same priority, so that at equal priorities the constraint someone wrote
    /// wins over the content size (a wrapping label gives way to `width <= … @750`), while the
    /// order between priorities (see ``LayoutPriority``) is kept.
    func contentStrength(_ priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(priority.strength.value * 0.98)
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis,
    /// written straight into ``rows`` (no constraint object or expression: a layout has one or
    /// two of these per view).
    private func addContentConstraints(_ rec: ItemRecord) {
        guard rec.isView, rec.measurement.size.width >= 0 || rec.measurement.size.height >= 0 else { return }
        let view = rec.view!
        for axis in Axis.both {
            let intrinsic = rec.measurement.size[axis]
            guard intrinsic >= 0, intrinsic.isFinite else { continue }
            let dimension = axis == .horizontal ? rec.widthComponent : rec.heightComponent
            let hugging = axis == .horizontal ? rec.hugging.horizontal : rec.hugging.vertical
            let compression = axis == .horizontal ? rec.compressionResistance.horizontal : rec.compressionResistance.vertical
            // The solver's crash basis assumes optional equalities hold and inequalities are slack:
            // a pull far below priority 1 towards the intrinsic size lets it start every intrinsic
            // size at its value instead of pivoting once per view (and breaks ties between equal
            // priorities towards the intrinsic size).
            let pull = InternalStrength.intrinsic.value
            if !hugging.isRequired && !compression.isRequired {
                // One row, as Auto Layout's content size constraint: hugging weighs growing past the
                // intrinsic size, compression resistance shrinking below it. The same objective as
                // the three rows below, in a third of the rows and columns.
                addContentRow(dimension, intrinsic, .equal, Strength(contentStrength(hugging).value + pull),
                              below: Strength(contentStrength(compression).value + pull),
                              .contentSize(Unowned(view), axis, intrinsic: intrinsic, hugging: hugging, compression: compression))
                continue
            }
            addContentRow(dimension, intrinsic, .equal, InternalStrength.intrinsic, .internalPull)
            addContentRow(dimension, intrinsic, .lessThanOrEqual, contentStrength(hugging),
                          .content(Unowned(view), axis, isCompression: false, intrinsic: intrinsic, priority: hugging))
            addContentRow(dimension, intrinsic, .greaterThanOrEqual, contentStrength(compression),
                          .content(Unowned(view), axis, isCompression: true, intrinsic: intrinsic, priority: compression))
        }
    }

    /// Appends the entry and row `dimension − intrinsic OP 0`: the row `dimension OP intrinsic`
    /// (with `.withStrength`, or `equalWithStrengthAbove:below:`) gave, without the objects.
    private func addContentRow(_ dimension: FrameComponent, _ intrinsic: Double, _ relation: RelationalOperator,
                               _ strength: Strength, below: Strength? = nil, _ source: EntrySource) {
        entries.append(Entry(isRequired: strength.isRequired, relation: relation, source: source))
        rows.appendTerm(dimension.variable, 1)
        // `offset + (−intrinsic)`, as the expression's sum was formed.
        rows.endRow(constant: dimension.offset + -intrinsic, relation: relation, strength: strength, strengthBelow: below)
    }
}
