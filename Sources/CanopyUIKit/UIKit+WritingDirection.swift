import Canopy

// A paragraph's base writing direction as UIKit spells it: `NSParagraphStyle`'s
// `baseWritingDirection` takes these values.

/// UIKit's writing direction, the Canopy `WritingDirection` (same raw values: natural −1,
/// left to right 0, right to left 1).
public typealias NSWritingDirection = WritingDirection
