import Canopy

/// UIKit's trait collection, the Canopy `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's trait overrides (iOS 17), the Canopy `TraitOverrides`.
public typealias UITraitOverrides = TraitOverrides
/// UIKit's light or dark appearance, the Canopy `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's compact or regular size class, the Canopy `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's device family, the Canopy `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's trait-level layout direction, the Canopy `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UIKit's contrast setting, the Canopy `AccessibilityContrast`.
public typealias UIAccessibilityContrast = AccessibilityContrast
/// UIKit's bold-text setting, the Canopy `LegibilityWeight`.
public typealias UILegibilityWeight = LegibilityWeight
/// UIKit's Dynamic Type size, the Canopy `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
