public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0, unavailable, available
}

public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1, SRGB = 0, P3
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high
}

public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated
}

public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold
}

public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1, inactive = 0, active
}
