import Canopy

/// UIKit's line-break mode, the Canopy `LineBreakMode` (the same cases and raw values).
public typealias NSLineBreakMode = LineBreakMode
