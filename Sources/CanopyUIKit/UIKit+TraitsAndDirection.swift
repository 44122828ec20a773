import Canopy

/// UIKit's Dynamic Type scaler, the Canopy `FontMetrics`.
public typealias UIFontMetrics = FontMetrics
/// UIKit's semantic content attribute, the Canopy `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's view-level layout direction, the Canopy `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
