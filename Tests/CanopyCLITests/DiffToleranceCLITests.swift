import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("canopy diff tolerance options", .serialized)
struct DiffToleranceCLITests {
    /// Writes a white 8×8 image and a copy with one slightly and one strongly changed pixel.
    func pair(in dir: Scratch) throws -> (String, String) {
        var a = Bitmap(width: 8, height: 8, fill: .white)
        try a.write(to: dir.url.appendingPathComponent("a.png"))
        a[x: 1, y: 1] = Color(white: 250.0 / 255)
        a[x: 5, y: 6] = .black
        try a.write(to: dir.url.appendingPathComponent("b.png"))
        return (dir.path("a.png"), dir.path("b.png"))
    }

    @Test("A threshold counts only the strong change, printed as one line of JSON")
    func thresholdJSON() throws {
        // Given
        let dir = try Scratch()
        let (a, b) = try pair(in: dir)
        // When
        let exact = try CLI.run(["diff", a, b, "--json"])
        let perceptual = try CLI.run(["diff", a, b, "--threshold", "0.1", "--no-anti-aliasing", "--background", "white", "--json"])
        // Then
        #expect(exact.status == 1)
        #expect(exact.stdout.contains(#""differingPixels":2"#))
        #expect(exact.stdout.contains(#""threshold":null"#))
        #expect(perceptual.status == 1)
        #expect(perceptual.stdout.split(separator: "\n").count == 1)
        #expect(perceptual.stdout.contains(#""differingPixels":1,"#))
        #expect(perceptual.stdout.contains(#""background":"white""#))
        #expect(perceptual.stdout.contains(#""antiAliasing":false"#))
        #expect(perceptual.stdout.contains(#""bounds":[5,6,1,1]"#))
    }

    @Test("A threshold that lets every change pass exits 0")
    func thresholdMatch() throws {
        let dir = try Scratch()
        let (a, b) = try pair(in: dir)
        let result = try CLI.run(["diff", a, b, "--threshold", "1"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("same"))
    }

    @Test("A threshold match that lets a visible colour change through keeps pixelmatch's verdict and says what it let through")
    func thresholdHidesColourChange() throws {
        // Given a green and the darker green it regressed to
        let dir = try Scratch()
        try Bitmap(width: 8, height: 8, fill: Color(hex: 0x34C759)).write(to: dir.url.appendingPathComponent("a.png"))
        try Bitmap(width: 8, height: 8, fill: Color(hex: 0x30B350)).write(to: dir.url.appendingPathComponent("b.png"))
        // When
        let result = try CLI.run(["diff", dir.path("a.png"), dir.path("b.png"), "--threshold", "0.1"])
        let json = try CLI.run(["diff", dir.path("a.png"), dir.path("b.png"), "--threshold", "0.1", "--json"])
        // Then the count is pixelmatch's (a match), and the note states the change
        #expect(result.status == 0 && json.status == 0)
        #expect(json.stdout.contains(#""differingPixels":0,"#))
        #expect(result.stdout.hasPrefix("same: 8×8\n"))
        #expect(result.stdout.contains("note: --threshold 0.1 lets through a colour change: 64 pixels, ΔE up to 5.41"))
    }

    @Test("A threshold outside 0...1 or an unknown background is bad input")
    func badThreshold() throws {
        let dir = try Scratch()
        let (a, b) = try pair(in: dir)
        let negative = try CLI.run(["diff", a, b, "--threshold", "-0.5"])
        #expect(negative.status == 2)
        #expect(negative.stderr.contains("-0.5"))
        let nan = try CLI.run(["diff", a, b, "--threshold", "nan"])
        #expect(nan.status == 2)
        let background = try CLI.run(["diff", a, b, "--threshold", "0.1", "--background", "grey"])
        #expect(background.status == 2)
    }
}
