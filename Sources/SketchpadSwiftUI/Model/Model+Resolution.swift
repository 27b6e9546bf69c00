// How the model's container views become nodes: they are not nodes themselves, their content is.

extension TupleView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        if let elementTypes { return try elementTypes.resolve(value, in: context, into: &nodes) }
        for (index, element) in elements.enumerated() {
            try context.child(index).resolve(any: element, into: &nodes)
        }
    }
}

extension EmptyView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {}
}

extension AnyView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try context.resolve(any: storage, into: &nodes)
    }
}

extension Group: PrimitiveView where Content: View {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try context.resolve(content, into: &nodes)
    }
}

extension _ConditionalContent: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        switch storage {
        case .trueContent(let view): try context.child(1).resolve(view, into: &nodes)
        case .falseContent(let view): try context.child(2).resolve(view, into: &nodes)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        if let view = self { try context.child(1).resolve(view, into: &nodes) }
    }
}

extension _ArrayContent: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        for (index, element) in elements.enumerated() {
            try context.child(index).resolve(element, into: &nodes)
        }
    }
}

extension ForEach: PrimitiveView where Content: View {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        // Inside a picker or tab view, each view is tagged with its element's id (as SwiftUI does).
        let tags = context.environment.collectsImplicitTags
        // Inside a scroll view that may be scrolled to a view, each keeps its element's id.
        let scrollIDs = context.environment.collectsScrollTargetIDs
        for element in data {
            let start = nodes.count
            try context.child(idOf(element).hashValue).resolve(content(element), into: &nodes)
            if tags { for node in nodes[start...] where node.tag == nil { node.layoutValues[TagTrait.key] = AnyHashable(idOf(element)) } }
            if scrollIDs { for node in nodes[start...] { node.layoutValues[ScrollTargetIDTrait.key] = AnyHashable(idOf(element)) } }
        }
    }
}

extension _LayoutView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var inner = context
        inner.stackAxis = L.layoutProperties.stackOrientation
        // Room for a few children from the start: appended one by one, a stack's array of two
        // or three was allocated two or three times as it grew.
        var children: [LayoutNode] = []
        children.reserveCapacity(Self.initialChildCapacity)
        try inner.resolve(content, into: &children)
        nodes.append(LayoutContainerNode(layout: layout, nodes: children, environment: context.environment))
    }
}

extension _LayoutView {
    /// The children a stack's array has room for before its first child is resolved.
    package static var initialChildCapacity: Int { 4 }
}

extension HStack: LayoutBackedView {}

extension VStack: LayoutBackedView {}

extension ZStack: LayoutBackedView {}

/// A view that is a layout of its content (stacks, lazy grids): it resolves as that `Layout`.
@MainActor package protocol LayoutBackedView: PrimitiveView {
    associatedtype LayoutType: Layout
    associatedtype ContentType: View
    var layout: LayoutType { get }
    var content: ContentType { get }
}

extension LayoutBackedView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try _LayoutView(layout: layout, content: content).resolve(in: context, into: &nodes)
    }
}
