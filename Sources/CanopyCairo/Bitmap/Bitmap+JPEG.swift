internal import CCanopySupport
import Foundation

extension Bitmap {
    /// Decodes JPEG bytes (baseline or progressive, decoded by libjpeg-turbo) to opaque RGBA8.
    ///
    /// The header's size is checked against `maximumPixelCount` before any pixel memory is
    /// allocated. Throws `RenderError.invalidBitmap` naming libjpeg's reason for corrupt,
    /// truncated or oversized data.
    public init(jpegData: Data) throws {
        var pointer: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var reason = [CChar](repeating: 0, count: 200)
        let ok = jpegData.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return 0 }
            return canopy_jpeg_decode(base, raw.count, Int(Bitmap.maximumPixelCount), &pointer, &width, &height, &reason, reason.count)
        }
        guard ok == 1, let pixels = pointer else {
            let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError.invalidBitmap(reason: "JPEG: \(text.isEmpty ? "empty data" : text)")
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        try self.init(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }

    /// Whether `data` starts with a JPEG's start-of-image marker and a segment marker.
    static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }
}
