import SketchpadWidgets

/// A blur over what is behind a view: UIKit's `UIBlurEffect`, drawn as SwiftUI's materials are
/// (what lies behind on the canvas blurred and made more vivid, then a tint filled over it; see
/// `BackdropMaterial` for where the numbers come from). The system materials map to SwiftUI's
/// (`systemChromeMaterial` is the bars' material), their `Light` and `Dark` forms keep one
/// appearance whatever the traits; the older styles are approximations: `.regular` and `.light`
/// as `systemMaterial`, `.prominent` and `.extraLight` as `systemThickMaterial`, `.dark` as
/// `systemMaterialDark`.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
/// ```
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// A blur's thickness and appearance (UIKit's `UIBlurEffect.Style`).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The blur's style.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .systemMaterial
        super.init(coder: coder)
    }

    /// The material drawn, and the appearance it keeps (nil: the traits').
    var material: (BackdropMaterial, UIUserInterfaceStyle?) {
        switch style {
        case .systemUltraThinMaterial: return (.ultraThin, nil)
        case .systemThinMaterial: return (.thin, nil)
        case .systemMaterial, .regular: return (.regular, nil)
        case .systemThickMaterial, .prominent: return (.thick, nil)
        case .systemChromeMaterial: return (.bar, nil)
        case .systemUltraThinMaterialLight: return (.ultraThin, .light)
        case .systemThinMaterialLight: return (.thin, .light)
        case .systemMaterialLight, .light: return (.regular, .light)
        case .systemThickMaterialLight, .extraLight: return (.thick, .light)
        case .systemChromeMaterialLight: return (.bar, .light)
        case .systemUltraThinMaterialDark: return (.ultraThin, .dark)
        case .systemThinMaterialDark: return (.thin, .dark)
        case .systemMaterialDark, .dark: return (.regular, .dark)
        case .systemThickMaterialDark: return (.thick, .dark)
        case .systemChromeMaterialDark: return (.bar, .dark)
        }
    }

    /// The tint filled over the blurred backdrop, in `traits`.
    func tint(in traits: UITraitCollection) -> Color {
        let (material, style) = material
        switch style ?? traits.userInterfaceStyle {
        case .dark: return material.dark
        default: return material.light
        }
    }
}
