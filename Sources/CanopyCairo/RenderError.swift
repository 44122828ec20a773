import Foundation

/// Why rendering, decoding or writing an image failed; `description` is a one-line cause.
///
/// Every error names what it is about: the file for PNG problems, the node and the offending
/// value for geometry problems, so a failing test says where to look.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// PNG data could not be decoded or encoded; `file` is the path when it came from disk.
    case invalidPNG(file: String?, reason: String)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// A file could not be written; nothing was left at `path` half-written.
    case unwritableFile(path: String, reason: String)
    /// The surface would exceed cairo's 32767-pixel side limit or `Bitmap.maximumPixelCount`.
    case surfaceTooLarge(node: String, width: Double, height: Double)
    /// A node (or a drawing call made by it) holds a NaN or infinite value.
    case nonFiniteGeometry(node: String, property: String, value: String)
    /// A node (or a drawing call made by it) holds a value past what can be drawn, such as a
    /// font size larger than any surface.
    case outOfRange(node: String, property: String, value: String, limit: String)
    /// The render scale is not a finite number greater than zero.
    case invalidScale(Double)
    /// An `ImageNode` source could not be loaded or decoded.
    case imageLoadFailed(node: String, source: String, reason: String)
    /// Bitmap storage does not match its stated size.
    case invalidBitmap(reason: String)
    /// cairo reported an error status.
    case cairo(String)

    /// A one-line human-readable cause.
    public var description: String {
        switch self {
        case let .invalidPNG(file, reason):
            if let file { return "Invalid PNG '\(file)': \(reason)" }
            return "Invalid PNG data: \(reason)"
        case let .unreadableFile(path, reason):
            return "Cannot read '\(path)': \(reason)"
        case let .unwritableFile(path, reason):
            return "Cannot write '\(path)': \(reason)"
        case let .surfaceTooLarge(node, width, height):
            let size = "\(Self.format(width))×\(Self.format(height)) px"
            if width <= 32767, height <= 32767 {
                return "Cannot render \(node): \(size) exceeds the \(Bitmap.maximumPixelCount)-pixel limit of a bitmap"
            }
            return "Cannot render \(node): \(size) exceeds cairo's 32767 px limit"
        case let .nonFiniteGeometry(node, property, value):
            return "Cannot render \(node): \(property) is not finite (\(value))"
        case let .outOfRange(node, property, value, limit):
            return "Cannot render \(node): \(property) \(value) is past the limit of \(limit)"
        case let .invalidScale(scale):
            return "Cannot render at scale \(scale): the scale must be finite and greater than 0"
        case let .imageLoadFailed(node, source, reason):
            return "Cannot draw image \(source) in \(node): \(reason)"
        case let .invalidBitmap(reason):
            return "Invalid bitmap: \(reason)"
        case let .cairo(status):
            return "cairo error: \(status)"
        }
    }

    /// A whole number without a fractional part, anything else as Swift prints it.
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
