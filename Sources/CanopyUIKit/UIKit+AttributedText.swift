import Canopy

// Attributed text as UIKit spells it. The attribute keys (`NSAttributedString.Key.font`,
// `.foregroundColor`, `.kern`, …) are declared by Canopy itself, which reads them, and reach
// UIKit code through Canopy's re-export; `LabelNode.attributedText` is the UILabel property.

/// UIKit's paragraph style, the Canopy `ParagraphStyle`.
public typealias NSParagraphStyle = ParagraphStyle
/// UIKit's mutable paragraph style, the Canopy `MutableParagraphStyle`.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// UIKit's underline and strikethrough styles, the Canopy `UnderlineStyle` (same raw values).
public typealias NSUnderlineStyle = UnderlineStyle
