extension Layout {
    /// What a layout needs in a view: constraints (not yet active), layout guides (not yet added)
    /// and the views it places, in the order they appear.
    struct Installation {
        var constraints: [Constraint] = []
        var guides: [LayoutGuide] = []
        var views: [View] = []
    }

    /// Describes this layout in `view` (see the rules on ``Layout``); installs nothing.
    func describe(in view: View) -> Installation {
        var maker = Maker()
        let edges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
        let edgeItems = edges.map { marginEdges.item(for: $0, in: view) }
        let box: any LayoutItem
        if edgeItems.allSatisfy({ $0 === edgeItems[0] }) {
            box = edgeItems[0]
        } else {
            let guide = maker.newGuide("box", location)
            for (edge, item) in zip(edges, edgeItems) {
                maker.add(guide, edge, .equal, item, edge, at: location)
            }
            box = guide
        }
        maker.arrange(entities, axis: axis, align: align, in: box, location: location)
        return maker.installation
    }

    /// The attributes of an axis: where it starts and ends, its centre and its size.
    struct AxisAttributes {
        let start, end, center, size: LayoutAttribute

        init(_ axis: Axis) {
            if axis == .horizontal {
                (start, end, center, size) = (.leading, .trailing, .centerX, .width)
            } else {
                (start, end, center, size) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    /// Priority of the pull that makes a view without an explicit breadth fill its box across a
    /// non-`fill` alignment: under the default hugging priority (250), so intrinsic sizes win.
    static let viewFillPriority: LayoutPriority = 249
    /// The same pull for a nested layout: weaker than its views' pulls, so a nested layout hugs them.
    static let nestedLayoutFillPriority: LayoutPriority = .fittingSizeLevel

    struct Maker {
        var installation = Installation()

        mutating func newGuide(_ kind: String, _ location: SourceLocation) -> LayoutGuide {
            let guide = LayoutGuide(identifier: "applyLayout \(kind) (\(location))")
            installation.guides.append(guide)
            return guide
        }

        mutating func add(_ a: any LayoutItem, _ aAttribute: LayoutAttribute, _ relation: LayoutRelation,
                          _ b: (any LayoutItem)?, _ bAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
                          priority: LayoutPriority = .required, at location: SourceLocation) {
            installation.constraints.append(
                Constraint(item: a, attribute: aAttribute, relatedBy: relation, toItem: b, attribute: bAttribute,
                           multiplier: multiplier, constant: constant, priority: priority, origin: .applyLayout,
                           location: location))
        }

        /// `item.attribute REL ratio × reference + constant` (or `REL constant` when the ratio is 0).
        mutating func size(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ d: Dimension,
                           of reference: any LayoutItem, _ referenceAttribute: LayoutAttribute, at location: SourceLocation) {
            if d.ratio == 0 {
                add(item, attribute, d.relation, nil, .notAnAttribute, constant: d.constant, priority: d.priority, at: location)
            } else {
                add(item, attribute, d.relation, reference, referenceAttribute, multiplier: d.ratio, constant: d.constant,
                    priority: d.priority, at: location)
            }
        }

        /// Places `entities` one after another along `axis` in `box`, aligned across it by `align`.
        mutating func arrange(_ entities: [Entity], axis: Axis, align: Alignment, in box: any LayoutItem,
                              location: SourceLocation) {
            let along = AxisAttributes(axis), across = AxisAttributes(axis.perpendicular)
            var previous: (any LayoutItem)?
            var fillers: [LayoutGuide] = []

            func place(_ entity: Entity, _ maker: inout Maker) -> any LayoutItem {
                let item: any LayoutItem
                let isView: Bool
                switch entity.content {
                case let .view(view):
                    item = view
                    isView = true
                    maker.installation.views.append(view)
                case let .space(dimension):
                    let guide = maker.newGuide("space", entity.location)
                    if dimension.fillsRemaining { fillers.append(guide) }
                    item = guide
                    isView = false
                case let .layout(axis, _, _):
                    item = maker.newGuide(axis == .horizontal ? "row" : "column", entity.location)
                    isView = false
                case .matchedPair:
                    // A pair inside a pair: its parts go in a nested layout along the same axis.
                    let wrapper = Entity(content: .layout(axis: axis, align: .fill, entities: [entity]), length: nil,
                                         breadth: nil, relative: false, location: entity.location)
                    return place(wrapper, &maker)
                }
                // Along the axis: touch the previous entity (or the box's start).
                if let previous {
                    maker.add(item, along.start, .equal, previous, along.end, at: entity.location)
                } else {
                    maker.add(item, along.start, .equal, box, along.start, at: entity.location)
                }
                if let length = entity.length {
                    maker.size(item, along.size, length, of: box, along.size, at: entity.location)
                }
                // Across the axis: spaces span the box; the rest follow the alignment.
                let explicitBreadth = entity.breadth.map { $0.relation == .equal && $0.priority.isRequired } ?? false
                if case .space = entity.content {
                    maker.add(item, across.start, .equal, box, across.start, at: entity.location)
                    maker.add(item, across.end, .equal, box, across.end, at: entity.location)
                } else {
                    let pull: LayoutPriority? = explicitBreadth ? nil
                        : isView ? Layout.viewFillPriority : Layout.nestedLayoutFillPriority
                    maker.align(item, align, across, in: box, pull: pull, at: entity.location)
                }
                if let breadth = entity.breadth {
                    if entity.relative {
                        maker.size(item, across.size, breadth, of: item, along.size, at: entity.location)
                    } else {
                        maker.size(item, across.size, breadth, of: box, across.size, at: entity.location)
                    }
                }
                if case let .layout(innerAxis, innerAlign, innerEntities) = entity.content {
                    maker.arrange(innerEntities, axis: innerAxis, align: innerAlign, in: item, location: entity.location)
                }
                previous = item
                return item
            }

            for entity in entities {
                if case let .matchedPair(first, second, separator, priority) = entity.content {
                    let a = place(first, &self)
                    _ = place(Entity.space(separator, location: entity.location), &self)
                    let b = place(second, &self)
                    add(b, along.size, .equal, a, along.size, priority: priority, at: entity.location)
                } else {
                    _ = place(entity, &self)
                }
            }
            if let previous {
                add(previous, along.end, .equal, box, along.end, at: location)
            }
            for filler in fillers.dropFirst() {
                add(filler, along.size, .equal, fillers[0], along.size, at: location)
            }
        }

        /// Places `item` across the axis of its layout.
        mutating func align(_ item: any LayoutItem, _ align: Alignment, _ across: AxisAttributes, in box: any LayoutItem,
                            pull: LayoutPriority?, at location: SourceLocation) {
            switch align {
            case .fill:
                add(item, across.start, .equal, box, across.start, at: location)
                add(item, across.end, .equal, box, across.end, at: location)
            case .leading:
                add(item, across.start, .equal, box, across.start, at: location)
                add(item, across.end, .lessThanOrEqual, box, across.end, at: location)
                if let pull { add(item, across.end, .equal, box, across.end, priority: pull, at: location) }
            case .trailing:
                add(item, across.end, .equal, box, across.end, at: location)
                add(item, across.start, .greaterThanOrEqual, box, across.start, at: location)
                if let pull { add(item, across.start, .equal, box, across.start, priority: pull, at: location) }
            case .center:
                add(item, across.center, .equal, box, across.center, at: location)
                add(item, across.start, .greaterThanOrEqual, box, across.start, at: location)
                if let pull { add(item, across.start, .equal, box, across.start, priority: pull, at: location) }
            }
        }
    }
}

extension Layout.Entity {
    /// A space made by a matched pair, at the pair's location.
    static func space(_ dimension: Layout.Dimension, location: SourceLocation) -> Layout.Entity {
        Layout.Entity(content: .space(dimension), length: dimension, breadth: nil, relative: false, location: location)
    }
}
