import CCairo
import Canopy
import Foundation
import Testing

@testable import CanopyCairo

@Suite("Deferred surface clear")
struct SurfaceClearTests {
    /// Renders `root` twice, over storage that starts cleared and over storage full of a byte
    /// pattern no painting produces, and returns both.
    func renderOverClearedAndDirtyStorage(_ root: ViewNode, scale: CGFloat = 1) throws -> (cleared: Bitmap, dirty: Bitmap) {
        let cleared = try CairoRenderer(debugStorageFill: 0).render(root, scale: scale)
        let dirty = try CairoRenderer(debugStorageFill: 0xA5).render(root, scale: scale)
        return (cleared, dirty)
    }

    /// Scenes whose first operation covers the surface, and scenes where it must not count as
    /// covering it (partly covered edges, translucency, rounding, clips, transforms, groups).
    static let scenes: [(name: String, scale: CGFloat, make: @Sendable () -> ViewNode)] = [
        ("opaque root background", 1, { node(rect(0, 0, 40, 30), .white) }),
        ("opaque root at scale 3", 3, { node(rect(0, 0, 40, 30), .white) }),
        ("fractional root size", 1, { node(rect(0, 0, 40.5, 30.25), .white) }),
        ("fractional size at scale 3", 3, { node(rect(0, 0, 40.5, 30.2), .white) }),
        ("translucent root background", 1, { node(rect(0, 0, 40, 30), Color(red: 1, green: 0, blue: 0, alpha: 0.5)) }),
        (
            "rounded root", 2,
            {
                let root = node(rect(0, 0, 40, 30), .white)
                root.cornerRadius = 8
                return root
            }
        ),
        (
            "root with a shadow", 1,
            {
                let root = node(rect(0, 0, 40, 30), .white)
                root.shadowOpacity = 1
                root.shadowRadius = 2
                return root
            }
        ),
        ("root without background and nothing painted", 1, { node(rect(0, 0, 40, 30)) }),
        (
            "opaque full-size child", 2,
            {
                let root = node(rect(0, 0, 40, 30))
                node(rect(0, 0, 40, 30), .blue, in: root)
                return root
            }
        ),
        (
            "child short of the edge by half a point", 1,
            {
                let root = node(rect(0, 0, 40, 30))
                node(rect(0, 0, 39.5, 30), .blue, in: root)
                return root
            }
        ),
        (
            "oversized child", 1,
            {
                let root = node(rect(0, 0, 40, 30))
                node(rect(-5, -5, 60, 60), .blue, in: root)
                return root
            }
        ),
        (
            "full-size child inside a rounded clip", 2,
            {
                let root = node(rect(0, 0, 40, 30))
                root.clipsToBounds = true
                root.cornerRadius = 10
                node(rect(0, 0, 40, 30), .blue, in: root)
                return root
            }
        ),
        (
            "rotated oversized child", 1,
            {
                let root = node(rect(0, 0, 40, 30))
                let child = node(rect(-20, -20, 80, 80), .blue, in: root)
                child.transform = AffineTransform(rotationByRadians: 0.3)
                return root
            }
        ),
        (
            "full-size child at half opacity", 1,
            {
                let root = node(rect(0, 0, 40, 30))
                node(rect(0, 0, 40, 30), .blue, in: root).alpha = 0.5
                return root
            }
        ),
        (
            "text first", 2,
            {
                let root = LabelNode(frame: rect(0, 0, 60, 30))
                root.text = "Aa"
                return root
            }
        ),
        (
            "bounds away from the origin", 1,
            {
                let root = node(rect(0, 0, 40, 30), .white)
                root.bounds = rect(0.5, 0, 40, 30)
                node(rect(10, 10, 10, 10), .red, in: root)
                return root
            }
        ),
    ]

    @Test("Every scene paints the same pixels over dirty storage as over cleared storage", arguments: scenes.indices)
    func dirtyStorageNeverShows(index: Int) throws {
        // Given a scene
        let scene = SurfaceClearTests.scenes[index]

        // When it is rendered over cleared and over dirty storage
        let (cleared, dirty) = try renderOverClearedAndDirtyStorage(scene.make(), scale: scene.scale)

        // Then the pixels are identical
        #expect(cleared == dirty, "\(scene.name)")
    }

    @Test("A window with an opaque full-screen background paints the same pixels over dirty storage")
    func windowOverDirtyStorage() throws {
        // Given a window whose root view is opaque, with a status bar over it
        let window = WindowNode(device: .iPhoneSE)
        let controller = ViewControllerNode()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        node(rect(20, 100, 200, 50), .red, in: controller.view)

        // When it is rendered over cleared and over dirty storage
        let cleared = try CairoRenderer(debugStorageFill: 0).render(window)
        let dirty = try CairoRenderer(debugStorageFill: 0x5A).render(window)

        // Then the pixels are identical
        #expect(cleared == dirty)
    }

    /// What the storage holds after `willFill` settles the clear for `rect` on a 4×3 px surface
    /// that started full of 0xA5: 0xA5 when the clear was skipped, 0 when it ran.
    func storageByteAfterSettling(_ rect: CGRect, isRectangle: Bool = true, alpha: CGFloat = 1, clipped: Bool = false) throws -> UInt8 {
        var byte: UInt8 = 0xFF
        _ = try CairoSurface.paintBitmap(width: 4, height: 3, node: "test", defersClear: true, debugFill: 0xA5) { surface, clear in
            let context = try #require(cairo_create(surface))
            defer { cairo_destroy(context) }
            let canvas = CairoCanvas(context: context, scale: 1, textMetrics: CairoTextMetrics())
            canvas.deferredClear = clear
            canvas.surfaceSize = (4, 3)
            if clipped { canvas.boundsClipDepth = 1 }
            canvas.willFill(rect, isRectangle: isRectangle, alpha: alpha)
            byte = cairo_image_surface_get_data(surface)![0]
            // Paint everything so the bitmap that is returned holds no leftover pattern.
            cairo_set_source_rgba(context, 0, 0, 0, 1)
            cairo_paint(context)
        }
        return byte
    }

    @Test("The clear is skipped only before an opaque unclipped rectangle covering the surface")
    func clearSkippedOnlyWhenCovered() throws {
        #expect(try storageByteAfterSettling(rect(0, 0, 4, 3)) == 0xA5)
        #expect(try storageByteAfterSettling(rect(-1, -1, 10, 10)) == 0xA5)
        #expect(try storageByteAfterSettling(rect(0, 0, 3.99, 3)) == 0)
        #expect(try storageByteAfterSettling(rect(0.01, 0, 4, 3)) == 0)
        #expect(try storageByteAfterSettling(rect(0, 0, 4, 3), isRectangle: false) == 0)
        #expect(try storageByteAfterSettling(rect(0, 0, 4, 3), alpha: 0.99) == 0)
        #expect(try storageByteAfterSettling(rect(0, 0, 4, 3), alpha: .nan) == 0)
        #expect(try storageByteAfterSettling(rect(0, 0, 4, 3), clipped: true) == 0)
    }

    @Test("The cover rule holds for flipped and scaled transforms and refuses skewed ones")
    func coverRuleUnderTransforms() {
        let surface = (width: 30, height: 20)
        func covers(_ r: CGRect, _ t: SurfaceCover.Transform) -> Bool {
            SurfaceCover.covers(rect: r, isRectangle: true, alpha: 1, transform: t, width: surface.width, height: surface.height)
        }
        let scale3 = SurfaceCover.Transform(xx: 3, yx: 0, xy: 0, yy: 3, x0: 0, y0: 0)
        #expect(covers(rect(0, 0, 10, 20.0 / 3), scale3))
        #expect(!covers(rect(0, 0, 10, 6.6), scale3))
        let flipped = SurfaceCover.Transform(xx: -1, yx: 0, xy: 0, yy: 1, x0: 30, y0: 0)
        #expect(covers(rect(0, 0, 30, 20), flipped))
        #expect(!covers(rect(1, 0, 30, 20), flipped))
        let skewed = SurfaceCover.Transform(xx: 1, yx: 0, xy: 0.01, yy: 1, x0: 0, y0: 0)
        #expect(!covers(rect(-100, -100, 300, 300), skewed))
        let huge = SurfaceCover.Transform(xx: .infinity, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        #expect(!covers(rect(0, 0, 30, 20), huge))
    }

    /// Paints `root` as the renderer does onto storage full of 0xA5, with the clear deferred
    /// or done first (which also un-premultiplies every pixel afterwards); returns the bitmap
    /// and whether the deferred clear found the surface covered.
    func paint(_ root: ViewNode, scale: CGFloat, defersClear: Bool) throws -> (bitmap: Bitmap, startedOpaque: Bool) {
        let width = Int((root.bounds.width * scale).rounded(.up)), height = Int((root.bounds.height * scale).rounded(.up))
        var startedOpaque = false
        let bitmap = try CairoSurface.paintBitmap(
            width: width, height: height, node: "test", defersClear: defersClear, debugFill: 0xA5
        ) { surface, clear in
            let context = try #require(cairo_create(surface))
            defer { cairo_destroy(context) }
            let canvas = CairoCanvas(context: context, scale: scale, textMetrics: CairoTextMetrics())
            canvas.deferredClear = clear
            canvas.surfaceSize = (width, height)
            cairo_scale(context, scale, scale)
            NodePainter(canvas: canvas).paintContents(root)
            try canvas.finish()
            startedOpaque = clear?.startedOpaque ?? false
        }
        return (bitmap, startedOpaque)
    }

    @Test("Translucent painting over a covering background needs no clear and no un-premultiplying")
    func translucentPaintingOverCoveringBackground() throws {
        // Given an opaque root with translucent fills, a rounded translucent border, a group at
        // half opacity, a blurred shadow, text, a rotated node and an image with translucent pixels
        let root = node(rect(0, 0, 90, 70), Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
        node(rect(5, 5, 30, 20), Color(red: 1, green: 0.3, blue: 0.1, alpha: 0.37), in: root)
        let bordered = node(rect(40, 5, 40, 25), Color(red: 0, green: 1, blue: 0, alpha: 0.2), in: root)
        bordered.cornerRadius = 7
        bordered.borderWidth = 1.5
        bordered.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
        let group = node(rect(10, 30, 30, 30), .white, in: root)
        group.alpha = 0.5
        node(rect(5, 5, 10, 10), Color(red: 1, green: 0, blue: 1, alpha: 0.5), in: group)
        let shadowed = node(rect(50, 40, 20, 15), Color(red: 1, green: 1, blue: 0, alpha: 0.8), in: root)
        shadowed.shadowOpacity = 0.7
        shadowed.shadowRadius = 3
        shadowed.shadowOffset = CGSize(width: 2, height: 2)
        let label = LabelNode(frame: rect(2, 50, 60, 18))
        label.text = "Ag"
        label.textColor = Color(red: 0, green: 0, blue: 0, alpha: 0.55)
        root.addSubview(label)
        node(rect(60, 20, 25, 25), Color(red: 0.5, green: 0, blue: 1, alpha: 0.4), in: root).transform =
            AffineTransform(rotationByRadians: 0.5)
        var pixels = Bitmap(width: 4, height: 4, fill: Color(red: 1, green: 0, blue: 0, alpha: 0.3))
        pixels[x: 1, y: 1] = Color(red: 0, green: 0, blue: 1, alpha: 0.8)
        let image = ImageNode(frame: rect(70, 50, 15, 15))
        image.image = .png(try pixels.pngData())
        root.addSubview(image)

        for scale in [1, 2, 3] as [CGFloat] {
            // When it is painted with the clear deferred, and with it done first
            let deferred = try paint(root, scale: scale, defersClear: true)
            let cleared = try paint(root, scale: scale, defersClear: false)

            // Then the background covered the surface, the result is opaque, and it equals the
            // result of clearing and un-premultiplying
            #expect(deferred.startedOpaque)
            #expect(deferred.bitmap == cleared.bitmap, "scale \(scale)")
            #expect(stride(from: 3, to: deferred.bitmap.pixels.count, by: 4).allSatisfy { deferred.bitmap.pixels[$0] == 255 })
        }
    }
}
