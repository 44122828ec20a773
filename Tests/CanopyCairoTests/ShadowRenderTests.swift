import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Shadows")
struct ShadowRenderTests {
    let renderer = CairoRenderer()

    func scene(radius: CGFloat, path: Bool = true, configure: (ViewNode) -> Void = { _ in }) throws -> Bitmap {
        let root = node(rect(0, 0, 60, 60), .white)
        let v = node(rect(20, 20, 20, 20), path ? nil : .white, in: root)
        v.shadowOpacity = 1
        v.shadowRadius = radius
        v.shadowOffset = .zero
        if path { v.shadowPath = v.bounds }
        configure(v)
        return try renderer.render(root)
    }

    @Test("A blurred shadow fades smoothly outward from the shape's edge")
    func blurFalloff() throws {
        let bitmap = try scene(radius: 3)
        let values = (12...30).map { rgba(bitmap, $0, 30)[0] }
        // Monotonic darkening towards the inside, about half intensity at the edge.
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(abs(rgba(bitmap, 20, 30)[0] - 128) < 20)
        #expect(rgba(bitmap, 11, 30)[0] >= 250)
        #expect(rgba(bitmap, 30, 30)[0] <= 5)
    }

    @Test("The blur grows with shadowRadius and is scaled with the render")
    func radiusAndScale() throws {
        let narrow = try scene(radius: 1), wide = try scene(radius: 4)
        #expect(rgba(narrow, 16, 30)[0] > rgba(wide, 16, 30)[0])
        let root = node(rect(0, 0, 60, 60), .white)
        let v = node(rect(20, 20, 20, 20), nil, in: root)
        v.shadowOpacity = 1; v.shadowRadius = 3; v.shadowOffset = .zero; v.shadowPath = v.bounds
        let at2 = try renderer.render(root, scale: 2)
        // The two pixels covering a point at scale 2 average to about its shade at scale 1.
        let average = (rgba(at2, 34, 60)[0] + rgba(at2, 35, 60)[0]) / 2
        #expect(abs(average - rgba(try scene(radius: 3), 17, 30)[0]) < 8)
    }

    @Test("Without a shadow path the shape is the view's own coverage, rounded corners included")
    func coverageShape() throws {
        let bitmap = try scene(radius: 0, path: false) { v in
            v.shadowOffset = CGSize(width: 5, height: 5)
            v.cornerRadius = 10
            v.shadowColor = .red
        }
        expectPixel(bitmap, 42, 30, red)  // shadow beyond the right edge
        expectPixel(bitmap, 30, 30, white)  // the view itself covers its shadow
        expectPixel(bitmap, 44, 44, white)  // rounded corner of the shadow
    }

    @Test("Shadow colour alpha and opacity multiply")
    func colourAndOpacity() throws {
        let bitmap = try scene(radius: 0) { v in
            v.shadowOffset = CGSize(width: 0, height: 25)
            v.shadowColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
            v.shadowOpacity = 0.5
        }
        expectPixel(bitmap, 30, 50, [191, 191, 255, 255])
    }

    @Test("The shadow is inside the view's opacity group")
    func shadowInGroup() throws {
        let bitmap = try scene(radius: 0) { v in
            v.shadowOffset = CGSize(width: 0, height: 25)
            v.alpha = 0.5
        }
        expectPixel(bitmap, 30, 50, [128, 128, 128, 255])
    }
}
