// `Font` and the text engine labels measure with come from CanopyText, the module below
// Canopy that owns fonts and glyph layout.
@_exported import CanopyText
// The geometry types of Canopy's API come from Foundation; re-exporting them means a screen
// written against Canopy needs only `import Canopy`.
@_exported import struct Foundation.AffineTransform
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
@_exported import typealias Foundation.TimeInterval
