import CanopyCairo
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Files whose header claims an enormous image: refused from what the file holds, before any
/// pixel storage is allocated or touched.
@Suite("Hostile PNG files")
struct HostilePNGTests {
    /// Peak resident memory of this process so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// Times `body` with the monotonic clock, in seconds.
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test("A 68-byte file declaring 16384×16384 is refused at once, without allocating the image")
    func tinyFileDeclaringAHugeImage() {
        // Given 12 bytes of image data under a header declaring a 1 GiB image
        var file = PNGTestFile.rgba(width: 16384, height: 16384, idat: PNGTestFile.stream(width: 1, height: 1))
        file.chunks[1].payload = Array(file.chunks[1].payload.prefix(12))
        let data = file.data()
        #expect(data.count < 80)
        let peak = Self.peakResidentBytes()

        // When it is decoded
        var message = ""
        let elapsed = Self.seconds {
            do { _ = try Bitmap(pngData: data) } catch { message = "\(error)" }
        }

        // Then it is refused quickly, saying why, and memory did not grow by the image's size
        #expect(message.contains("cannot hold a 16384×16384 image"), "\(message)")
        #expect(elapsed < 1, "took \(elapsed) s")
        #expect(Self.peakResidentBytes() - peak < 50 << 20)
    }

    @Test("A file declaring 16384×16384 grey 16-bit, interlaced, is refused the same way")
    func tinyFileDeclaringAHugeInterlacedImage() {
        var file = PNGTestFile.rgba(width: 16384, height: 16384, idat: PNGTestFile.stream(width: 1, height: 1))
        file.chunks[0].payload = PNGTestFile.header(width: 16384, height: 16384, bitDepth: 16, colorType: 0, interlaced: true)
        let error = #expect(throws: RenderError.self) { _ = try Bitmap(pngData: file.data()) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("cannot hold a 16384×16384 image"))
    }

    @Test("A huge image whose data fails part-way is refused without zero-filling its storage")
    func corruptDataIsNotZeroFilled() {
        // Given a 16384×16384 header over 1.1 MB of image data (enough to inflate that far) that is corrupt
        var stream = PNGTestFile.stream(width: 64, height: 64)
        stream += [UInt8](repeating: 0xFF, count: 1_100_000)
        let data = PNGTestFile.rgba(width: 16384, height: 16384, idat: stream).data()
        let peak = Self.peakResidentBytes()

        // When it is decoded
        let elapsed = Self.seconds { _ = try? Bitmap(pngData: data) }

        // Then it is refused without touching a gigabyte of memory
        #expect(throws: RenderError.self) { _ = try Bitmap(pngData: data) }
        #expect(elapsed < 1, "took \(elapsed) s")
        #expect(Self.peakResidentBytes() - peak < 100 << 20)
    }

    @Test("The pixel limit is stated in the refusal of a file past it")
    func pixelLimit() {
        var file = PNGTestFile.rgba()
        file.chunks[0].payload = PNGTestFile.header(width: 32767, height: 32767, bitDepth: 8, colorType: 6)
        let error = #expect(throws: RenderError.self) { _ = try Bitmap(pngData: file.data()) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("more than 268435456 pixels"))
    }
}
