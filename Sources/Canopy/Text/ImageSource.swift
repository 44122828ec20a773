import Foundation

/// Where an `ImageNode` gets its PNG; the renderer decodes it (Canopy has no image codec).
public enum ImageSource: Sendable, Hashable {
    /// A PNG file on disk; `@2x`/`@3x` before `.png` set the image scale.
    case file(URL)
    /// PNG bytes in memory, at image scale 1.
    case png(Data)
}
