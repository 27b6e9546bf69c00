import SketchpadRender

/// One picture a preview makes: a `#Preview` makes one; a provider's `previews` makes one per view
/// at its top level (through `Group`, `ForEach` and tuples), each with the settings it carries.
@MainActor
package struct PreviewItem {
    package var view: any View
    package var layout: PreviewLayout = .device
    package var displayName: String?
    package var device: PreviewDevice?
    package var orientation: InterfaceOrientation = .portrait

    /// The items of a provider's `previews` value.
    package static func items(of previews: any View) -> [PreviewItem] {
        var items: [PreviewItem] = []
        collect(previews, settings: [], into: &items)
        return items
    }

    private static func collect(_ view: any View, settings: [PreviewSetting], into items: inout [PreviewItem]) {
        if let carrier = view as? any _PreviewSettingCarrier {
            collect(carrier.previewContent, settings: settings + [carrier.previewSetting], into: &items)
        } else if let container = view as? any _PreviewContainer {
            for child in container.previewChildren { collect(child, settings: settings, into: &items) }
        } else {
            var item = PreviewItem(view: view)
            // The setting nearest the view was applied first; outer ones override it, as in Xcode.
            for setting in settings.reversed() {
                switch setting {
                case .layout(let layout): item.layout = layout
                case .displayName(let name): item.displayName = name
                case .device(let device): item.device = device
                case .orientation(let orientation): item.orientation = orientation
                }
            }
            items.append(item)
        }
    }
}

/// A view that carries a preview setting around its content.
@MainActor
package protocol _PreviewSettingCarrier {
    var previewSetting: PreviewSetting { get }
    var previewContent: any View { get }
}

extension ModifiedContent: _PreviewSettingCarrier where Content: View, Modifier == _PreviewSettingModifier {
    package var previewSetting: PreviewSetting { modifier.setting }
    package var previewContent: any View { content }
}

/// A view whose children are separate previews at the top level of `previews`.
@MainActor
package protocol _PreviewContainer {
    var previewChildren: [any View] { get }
}

extension Group: _PreviewContainer where Content: View {
    package var previewChildren: [any View] { [content] }
}

extension TupleView: _PreviewContainer {
    package var previewChildren: [any View] { elements }
}

extension ForEach: _PreviewContainer where Content: View {
    package var previewChildren: [any View] { data.map { content($0) } }
}
