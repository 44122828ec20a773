import CCanopySupport
import Foundation
import Testing

@testable import CanopyCairo

/// Every path that allocates pixel buffers applies the same allocator settings, so a process
/// that only decodes (as `canopy diff` does) is as fast as one that renders first.
@Suite("Allocator tuning")
struct AllocatorTuningTests {
    @Test("Decoding a PNG in a fresh process applies the tuning, without any renderer")
    func decodingTunesTheAllocator() async {
        await #expect(processExitsWith: .success) {
            // A file made by hand, so nothing of Canopy's has run in this process yet.
            let png = PNGTestFile.rgba(width: 4, height: 4).data()
            guard canopy_allocator_is_tuned() == 0 else { exit(2) }
            _ = try? Bitmap(pngData: png)
            exit(canopy_allocator_is_tuned() == 1 ? 0 : 1)
        }
    }

    @Test("Encoding a PNG in a fresh process applies the tuning too")
    func encodingTunesTheAllocator() async {
        await #expect(processExitsWith: .success) {
            guard canopy_allocator_is_tuned() == 0 else { exit(2) }
            _ = try? Bitmap(width: 4, height: 4, fill: .red).pngData()
            exit(canopy_allocator_is_tuned() == 1 ? 0 : 1)
        }
    }

    @Test("CANOPY_MALLOC_TUNING=0 leaves the allocator alone")
    func optOut() async {
        await #expect(processExitsWith: .success) {
            setenv("CANOPY_MALLOC_TUNING", "0", 1)
            _ = try? Bitmap(pngData: PNGTestFile.rgba(width: 4, height: 4).data())
            let renderer = CairoRenderer()
            exit(withExtendedLifetime(renderer) { canopy_allocator_is_tuned() == 0 } ? 0 : 1)
        }
    }
}
