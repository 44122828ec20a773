import Foundation

/// A bitmap's pixel size and scale, read from its PNG or JPEG header without decoding.
///
/// Image views size themselves from it and `UIImage(data:)` uses it to refuse bytes that are
/// neither format; the renderer decodes the pixels only when drawing.
struct BitmapHeader: Equatable {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Pixels per point: 2 or 3 for files named `…@2x`/`…@3x`, else 1.
    var scale: CGFloat

    /// The size in points: pixels over scale.
    var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    /// JPEG markers a JPEG may carry before its frame header; past this many the file is
    /// treated as unreadable rather than walked further.
    static let maximumJPEGSegments = 1024

    /// The header of `source`; nil for a missing file or bytes that are neither a PNG (with its
    /// IHDR) nor a JPEG with a frame header.
    static func read(_ source: ImageSource) -> BitmapHeader? {
        switch source {
        case let .png(data):
            return parse(ByteWindow(data: data), scale: 1)
        case let .file(url):
            let name = url.deletingPathExtension().lastPathComponent
            let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
            guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
            defer { try? handle.close() }
            return parse(ByteWindow(handle: handle), scale: scale)
        }
    }

    private static func parse(_ bytes: ByteWindow, scale: CGFloat) -> BitmapHeader? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if let head = bytes.read(at: 0, count: 24), Array(head[0..<8]) == signature {
            return BitmapHeader(width: be32(head, 16), height: be32(head, 20), scale: scale)
        }
        guard let soi = bytes.read(at: 0, count: 2), soi == [0xFF, 0xD8] else { return nil }
        // Walk the marker segments to the first start-of-frame (SOF0…SOF15 except DHT C4,
        // JPG C8 and DAC CC), whose payload holds precision, height and width.
        var offset = 2
        for _ in 0..<maximumJPEGSegments {
            guard let marker = bytes.read(at: offset, count: 4), marker[0] == 0xFF else { return nil }
            let code = marker[1]
            if code == 0xFF {  // fill byte before a marker
                offset += 1
                continue
            }
            let length = Int(marker[2]) << 8 | Int(marker[3])
            if (0xC0...0xCF).contains(code), code != 0xC4, code != 0xC8, code != 0xCC {
                guard let frame = bytes.read(at: offset + 4, count: 5) else { return nil }
                let height = Int(frame[1]) << 8 | Int(frame[2]), width = Int(frame[3]) << 8 | Int(frame[4])
                return width > 0 && height > 0 ? BitmapHeader(width: width, height: height, scale: scale) : nil
            }
            guard length >= 2, code != 0xD9, code != 0xDA else { return nil }
            offset += 2 + length
        }
        return nil
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
}

/// Random reads of a few bytes from memory or from a file, so a JPEG's markers are walked
/// without loading the whole file.
private struct ByteWindow {
    var data: Data?
    var handle: FileHandle?

    init(data: Data) { self.data = data }
    init(handle: FileHandle) { self.handle = handle }

    /// `count` bytes from `offset`, or nil when fewer remain.
    func read(at offset: Int, count: Int) -> [UInt8]? {
        if let data {
            guard offset >= 0, count <= data.count, offset <= data.count - count else { return nil }
            let start = data.startIndex + offset
            return Array(data[start..<start + count])
        }
        guard let handle, offset >= 0, (try? handle.seek(toOffset: UInt64(offset))) != nil,
            let chunk = try? handle.read(upToCount: count), chunk.count == count
        else { return nil }
        return Array(chunk)
    }
}
