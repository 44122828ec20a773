import Foundation

/// Sizes of plain label text already measured with the text engine, shared by every label, so
/// a label made again with text another label showed measures in one lookup.
///
/// Keyed by everything the size depends on: text, font, wrapping width, line limit and
/// line-break mode. Bounded: past `maximumEntries` it starts over, and text longer than
/// `maximumTextLength` is not kept. Thread-safe.
final class TextMeasurementCache: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = TextMeasurementCache()

    /// Sizes kept before the cache starts over: a few screens' labels.
    static let maximumEntries = 4096
    /// Longest text kept, in UTF-8 bytes: labels are short, and long text would hold memory
    /// a lookup rarely repays.
    static let maximumTextLength = 1024

    /// What a label's size depends on.
    struct Key: Hashable {
        var text: String
        var font: Font
        var width: CGFloat?
        var numberOfLines: Int
        var lineBreakMode: LineBreakMode
    }

    private let lock = NSLock()
    private var sizes: [Key: CGSize] = [:]

    /// The size kept for `key`, if any.
    func size(for key: Key) -> CGSize? {
        lock.lock()
        defer { lock.unlock() }
        return sizes[key]
    }

    /// Keeps `size` for `key` (unless its text is too long to keep).
    func store(_ size: CGSize, for key: Key) {
        guard key.text.utf8.count <= Self.maximumTextLength else { return }
        lock.lock()
        defer { lock.unlock() }
        if sizes.count >= Self.maximumEntries { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
    }
}
