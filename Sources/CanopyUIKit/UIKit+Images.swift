import Canopy

/// UIKit's image, the Canopy `Image` (a symbol or bitmap with a rendering mode and cap insets).
public typealias UIImage = Image
