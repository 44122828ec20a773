import CCanopySupport
import Foundation

/// PNG files in formats Canopy never writes, assembled chunk by chunk, to test decoding.
///
/// The image data is stored uncompressed (deflate's stored blocks) with every row filter 0, so
/// a file's pixels are exactly the packed rows given; which pixels a format decodes to is
/// proved separately against the conformance corpus.
enum PNGFixtures {
    /// Encodes packed rows (16-bit samples little-endian) as a PNG of that colour type and depth.
    static func encode(
        raw: [UInt8], width: Int, height: Int, bitDepth: Int, colorType: Int32, interlaced: Bool = false,
        palette: [UInt8] = [], paletteAlpha: [UInt8] = []
    ) -> Data? {
        let bits = channels(colorType) * bitDepth
        let rowBytes = (width * bits + 7) / 8
        guard bits > 0, raw.count >= rowBytes * height else { return nil }
        var samples = Array(raw[..<(rowBytes * height)])
        if bitDepth == 16 {
            for i in stride(from: 0, to: samples.count - 1, by: 2) { samples.swapAt(i, i + 1) }
        }
        var scanlines: [UInt8] = []
        for pass in passes(interlaced: interlaced) {
            let passWidth = width > pass.x ? (width - pass.x + pass.dx - 1) / pass.dx : 0
            let passHeight = height > pass.y ? (height - pass.y + pass.dy - 1) / pass.dy : 0
            guard passWidth > 0, passHeight > 0 else { continue }
            for row in 0..<passHeight {
                var bitsOut = BitWriter()
                let y = pass.y + row * pass.dy
                for column in 0..<passWidth {
                    let x = pass.x + column * pass.dx
                    let start = y * rowBytes * 8 + x * bits
                    for bit in start..<(start + bits) { bitsOut.append((samples[bit / 8] >> (7 - bit % 8)) & 1) }
                }
                scanlines.append(0)
                scanlines += bitsOut.bytes
            }
        }
        var header = be32(UInt32(width)) + be32(UInt32(height))
        header += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header)
        if !palette.isEmpty { file += chunk("PLTE", palette) }
        if !paletteAlpha.isEmpty { file += chunk("tRNS", paletteAlpha) }
        file += chunk("IDAT", zlibStored(scanlines))
        file += chunk("IEND", [])
        return Data(file)
    }

    /// A zlib stream holding `bytes` in stored blocks (at most 65,535 bytes each).
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, bytes.count - start)
            let last: UInt8 = start + count == bytes.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[start..<(start + count)]
            start += count
        } while start < bytes.count
        let adler = bytes.withUnsafeBufferPointer { canopy_adler32(1, $0.baseAddress, $0.count) }
        return out + be32(adler)
    }

    /// One chunk: length, type, payload and the CRC of type and payload.
    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + payload
        let crc = body.withUnsafeBufferPointer { canopy_crc32(0, $0.baseAddress, $0.count) }
        return be32(UInt32(payload.count)) + body + be32(crc)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func channels(_ colorType: Int32) -> Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }

    /// Adam7's seven passes (start column and row, steps), or one pass of every pixel.
    static func passes(interlaced: Bool) -> [(x: Int, y: Int, dx: Int, dy: Int)] {
        guard interlaced else { return [(0, 0, 1, 1)] }
        return [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    }

    /// Packs bits most significant first, padding the last byte with zeros.
    struct BitWriter {
        var bytes: [UInt8] = []
        var used = 8
        mutating func append(_ bit: UInt8) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= bit << (7 - used)
            used += 1
        }
    }

    static let grey: Int32 = 0
    static let rgb: Int32 = 2
    static let palette: Int32 = 3
    static let greyAlpha: Int32 = 4
    static let rgba: Int32 = 6
}
