import Foundation
import Testing

@Suite("canopy audit at larger text sizes", .serialized)
struct AuditContentSizesCLITests {
    @Test("audit --content-sizes lays the screen out at the named sizes and reports no cut text on a screen that fits")
    func contentSizesAccepted() throws {
        for value in ["accessibility", "XXXL,AX5", "all"] {
            let result = try CLI.run(["audit", "typical-use", "--content-sizes", value])
            #expect(result.status == 0, "\(value): \(result.stderr)")
            #expect(result.stdout.contains("0 findings on typical-use"))
        }
    }

    @Test("An unknown size name is refused with exit 2, naming it")
    func unknownSizeRefused() throws {
        let result = try CLI.run(["audit", "typical-use", "--content-sizes", "AX5,huge"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown size 'huge'"))
        #expect(result.stdout.isEmpty)
    }
}
