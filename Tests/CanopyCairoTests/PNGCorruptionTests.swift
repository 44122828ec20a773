import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Corrupt, truncated and unsupported PNG input")
struct PNGCorruptionTests {
    func validPNG() throws -> Data {
        try Bitmap(width: 20, height: 10, fill: .red).pngData()
    }

    func reason(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("Data that is not a PNG is refused with a clear reason")
    func notPNG() {
        #expect(reason { _ = try Bitmap(pngData: Data("hello, world".utf8)) }?.contains("not a PNG") == true)
        #expect(reason { _ = try Bitmap(pngData: Data()) }?.contains("too short") == true)
    }

    @Test("Every truncation of a valid PNG is refused, never crashes", arguments: [8, 20, 33, 40, 60, -12, -1])
    func truncated(keep: Int) throws {
        let data = try validPNG()
        let cut = data.prefix(keep > 0 ? keep : data.count + keep)
        #expect(throws: RenderError.self) { try Bitmap(pngData: Data(cut)) }
        #expect(throws: RenderError.self) { try PNGSummary(pngData: Data(cut)) }
    }

    @Test("A flipped byte in the image data or in a text chunk is reported as a CRC error", arguments: [45, -30])
    func flippedByte(position: Int) throws {
        var data = try validPNG()
        data[position >= 0 ? position : data.count + position] ^= 0xFF
        let message = reason { _ = try Bitmap(pngData: data) }
        #expect(message != nil)
        #expect(reason { _ = try PNGSummary(pngData: data) }?.contains("CRC") == true)
    }

    @Test("A corrupt file on disk is reported with its path")
    func namesTheFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("broken.png")
        try Data(try validPNG().prefix(50)).write(to: url)
        let message = reason { _ = try Bitmap(contentsOf: url) }
        #expect(message?.contains("broken.png") == true)
        let missing = reason { _ = try Bitmap(contentsOf: folder.url.appendingPathComponent("absent.png")) }
        #expect(missing?.contains("absent.png") == true)
    }

    @Test("Images wider than cairo's limit are refused before allocating")
    func gigantic() throws {
        // A valid header claiming 40000×1 pixels: patch width and CRC by hand.
        var data = try Bitmap(width: 1, height: 1, fill: .red).pngData()
        let width: UInt32 = 40000
        data.replaceSubrange(16..<20, with: [UInt8(width >> 24), UInt8((width >> 16) & 0xFF), UInt8((width >> 8) & 0xFF), UInt8(width & 0xFF)])
        #expect(throws: RenderError.self) { try Bitmap(pngData: data) }
    }
}
