import Canopy
import CanopyCairo
import FlexibleHeader
import Foundation
import Testing

// The code of the DocC articles, run, with what the articles say about it checked.
//
// Declarations are copied from the articles as written (made private to this file);
// statements sit inside the tests, in article order. `scripts/docs.sh` type-checks the
// articles' own text against the built modules, so a change to either side that breaks the
// other shows up. The snapshot article's `CanopySnapshotTesting` calls cannot run here (this
// target does not depend on that module, and they would need goldens); their CanopyCairo
// equivalents below check the same claims, and CanopySnapshotTestingTests covers the rest.

/// Whether two lengths agree within a millionth of a point.
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

// MARK: - Composing screens (FlexibleHeader.docc/ComposingScreens.md)

private final class InboxScreen: ViewControllerNode {
    let headerController = FlexibleHeaderController()
    let list = ScrollNode()

    override init() {
        super.init()
        addChild(headerController)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: view.bounds.width, height: 3000)
        view.addSubview(list)

        let header = headerController.headerView
        header.backgroundColor = Color(hex: 0x00796B)
        header.minMaxHeightIncludesSafeArea = false
        header.minimumHeight = 56
        header.maximumHeight = 120
        header.shiftBehavior = .enabled
        header.trackingScrollView = list
        list.delegate = headerController

        headerController.view.frame = view.bounds
        view.addSubview(headerController.view)
        headerController.didMove(toParent: self)
    }

    override var childForStatusBarHidden: ViewControllerNode? { headerController }
    override var childForStatusBarStyle: ViewControllerNode? { headerController }
}

/// The article's hosting block: an inbox on `device`, resting at its top.
private func hostInbox(on device: DeviceProfile) -> (WindowNode, InboxScreen) {
    let window = WindowNode(device: device)
    let screen = InboxScreen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    let list = screen.list
    list.contentOffset = list.minimumContentOffset
    return (window, screen)
}

@Suite("Documentation: composing screens")
struct ComposingScreensSnippetTests {
    @Test("The inbox rests with a 179-point header: 120 injected into the list plus the 59-point safe area")
    func restingInbox() {
        // Given / When
        let (window, screen) = hostInbox(on: .iPhone15)
        let list = screen.list
        let header = screen.headerController.headerView

        // Then
        #expect(header.window === window)
        #expect(list.contentInset.top == 120)
        #expect(list.adjustedContentInset.top == 179)
        #expect(list.contentOffset.y == -179)
        #expect(close(header.frame.height, 179))
        #expect(header.frame.minY == 0)
    }

    @Test(
        "Heights that exclude the safe area give 76…140 on iPhone SE, 115…179 on iPhone 15 and 56…120 in a popover",
        arguments: [(DeviceProfile.iPhoneSE, 76.0, 140.0), (.iPhone15, 115, 179), (.iPadPopover, 56, 120)])
    func heightsPerDevice(device: DeviceProfile, minimum: CGFloat, maximum: CGFloat) {
        // Given
        let (window, screen) = hostInbox(on: device)
        let header = screen.headerController.headerView
        #expect(close(header.frame.height, maximum), "\(device.name) at rest")

        // When: scrolled far down without shifting
        header.shiftBehavior = .disabled
        screen.list.contentOffset.y = 1000

        // Then
        #expect(close(header.frame.height, minimum), "\(device.name) collapsed")
        #expect(header.frame.minY == 0)
        #expect(header.window === window, "the test holds the window; views hold it weakly")
    }

    @Test("A swipe up shifts the header until only the status bar's 54-point strip remains; a swipe down brings it back")
    func swipes() {
        // Given
        let (window, screen) = hostInbox(on: .iPhone15)
        let list = screen.list
        let header = screen.headerController.headerView
        let start = window.clock.now

        // When
        list.simulateSwipe(distance: -300, duration: 0.2)
        let dragTime = window.clock.now - start
        let decelerationFrames = window.clock.runUntilIdle()

        // Then
        #expect(abs(dragTime - 0.2) < 1e-9, "the drag itself runs 12 frames of 1/60 s")
        #expect(decelerationFrames > 0)
        #expect(window.clock.isIdle)
        let headerIsOffscreen = header.isShiftedOffscreen
        let visibleStrip = header.frame.maxY
        #expect(headerIsOffscreen)
        #expect(close(visibleStrip, 54))
        #expect(window.statusBarHeight == 54)
        #expect(!window.isStatusBarHidden, "enabled keeps the status bar")

        // When
        list.simulateSwipe(distance: 150, duration: 0.2)
        window.clock.runUntilIdle()

        // Then
        let headerTopAfterReturn = header.frame.minY
        #expect(headerTopAfterReturn == 0)
        #expect(!header.isShiftedOffscreen)
    }

    @Test("A hideable header moves only by code, taking the status bar with it")
    func hideable() {
        // Given: the inbox after the article's swipes
        let (window, screen) = hostInbox(on: .iPhone15)
        let list = screen.list
        let header = screen.headerController.headerView
        list.simulateSwipe(distance: -300, duration: 0.2)
        window.clock.runUntilIdle()
        list.simulateSwipe(distance: 150, duration: 0.2)
        window.clock.runUntilIdle()

        // When
        header.shiftBehavior = .hideable
        header.shiftHeaderOffScreen(animated: true)
        window.clock.runUntilIdle()

        // Then
        let hiddenByCode = header.isShiftedOffscreen
        let statusBarHidden = window.isStatusBarHidden
        #expect(hiddenByCode)
        #expect(statusBarHidden)
        #expect(header.frame.maxY <= 0)

        // When
        header.shiftHeaderOnScreen(animated: false)

        // Then
        #expect(!header.isShiftedOffscreen)
        #expect(header.frame.minY == 0)
    }

    @Test("An observing header follows its scroll view without a delegate")
    func observing() {
        // Given
        let diagnostics = Diagnostics.capture {
            let feed = ScrollNode(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            feed.contentSize = CGSize(width: 393, height: 2000)
            let observingHeader = FlexibleHeaderView()
            observingHeader.trackingScrollView = feed
            observingHeader.observesTrackingScrollViewScrollEvents = true

            // Then
            #expect(observingHeader.observesTrackingScrollViewScrollEvents)
            #expect(feed.delegate == nil)

            // When the header is taller at rest than collapsed, the offset alone drives it
            observingHeader.maximumHeight = 120
            feed.contentOffset.y = -120
            #expect(close(observingHeader.frame.height, 120))
            feed.contentOffset.y = 300
            #expect(close(observingHeader.frame.height, 56))
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test("Observing is refused while shifting is enabled, with header.shiftWhileObserving")
    func observingRefused() {
        // Given
        let shifting = FlexibleHeaderView()
        shifting.shiftBehavior = .enabled

        // When
        let refusals = Diagnostics.capture {
            shifting.observesTrackingScrollViewScrollEvents = true
        }

        // Then
        let refusalCode = refusals.first?.code
        #expect(refusalCode == "header.shiftWhileObserving")
        #expect(refusals.count == 1)
        #expect(!shifting.observesTrackingScrollViewScrollEvents)
    }

    @Test("Forwarding an event to a header that observes is refused, and its controller does not forward")
    func forwardingWhileObserving() {
        // Given
        let controller = FlexibleHeaderController()
        let header = controller.headerView
        let feed = ScrollNode(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        feed.contentSize = CGSize(width: 393, height: 2000)
        header.trackingScrollView = feed
        header.observesTrackingScrollViewScrollEvents = true

        // When / Then
        let direct = Diagnostics.capture { header.trackingScrollViewDidScroll() }
        #expect(direct.map(\.code) == ["header.eventWhileObserving"])
        let viaController = Diagnostics.capture { controller.scrollViewDidScroll(feed) }
        #expect(viaController.isEmpty)
    }
}

// MARK: - Safe-area inference (FlexibleHeader.docc/SafeAreaInference.md)

private final class PhotoScreen: ViewControllerNode {
    var hidesStatusBar = false {
        didSet { setNeedsStatusBarAppearanceUpdate() }
    }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
}

private final class ShareScreen: ViewControllerNode {
    let headerController = FlexibleHeaderController()

    override init() {
        super.init()
        addChild(headerController)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        headerController.inferTopSafeAreaInsetFromViewController = true
        headerController.view.frame = view.bounds
        view.addSubview(headerController.view)
        headerController.didMove(toParent: self)
    }
}

private func headerHeight(on device: DeviceProfile) -> CGFloat {
    let window = WindowNode(device: device)
    let screen = ShareScreen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return screen.headerController.headerView.frame.height
}

private final class SheetHost: ViewControllerNode, FlexibleHeaderSafeAreaDelegate {
    let sheet = ViewControllerNode()
    let headerController = FlexibleHeaderController()
    var readsSheetInset = true

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(sheet)
        sheet.view.frame = CGRect(x: 0, y: 300, width: view.bounds.width, height: view.bounds.height - 300)
        view.addSubview(sheet.view)
        sheet.didMove(toParent: self)

        sheet.addChild(headerController)
        headerController.inferTopSafeAreaInsetFromViewController = true
        if readsSheetInset { headerController.safeAreaDelegate = self }
        headerController.view.frame = sheet.view.bounds
        sheet.view.addSubview(headerController.view)
        headerController.didMove(toParent: sheet)
    }

    func flexibleHeaderViewControllerTopSafeAreaInsetViewController(
        _ controller: FlexibleHeaderController
    ) -> ViewControllerNode? {
        sheet
    }
}

private final class CardScreen: ViewControllerNode {
    let headerController = FlexibleHeaderController()
    /// Not in the article's listing: the test also runs the `permit…` variant it describes.
    var permitsInferringFromLayoutGuideController = false

    override init() {
        super.init()
        addChild(headerController)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = headerController.headerView
        header.minMaxHeightIncludesSafeArea = false
        header.minimumHeight = 50
        header.maximumHeight = 100
        headerController.inferTopSafeAreaInsetFromViewController = true
        headerController.permitInferringTopSafeAreaFromTopLayoutGuideViewController =
            permitsInferringFromLayoutGuideController
        headerController.topLayoutGuideViewController = self
        view.addSubview(headerController.view)
        headerController.didMove(toParent: self)
    }
}

@Suite("Documentation: safe-area inference")
struct SafeAreaInferenceSnippetTests {
    @Test("On an iPhone SE the top inset is 20 with the status bar and 0 without it")
    func phoneWithoutHousing() {
        // Given
        let phone = WindowNode(device: .iPhoneSE)
        let photo = PhotoScreen()
        phone.rootViewController = photo
        phone.makeKeyAndVisible()
        let topWithStatusBar = phone.safeAreaInsets.top

        // When
        photo.hidesStatusBar = true
        let topWithoutStatusBar = phone.safeAreaInsets.top

        // Then
        #expect(!DeviceProfile.iPhoneSE.hasSensorHousing)
        #expect(topWithStatusBar == 20)
        #expect(topWithoutStatusBar == 0)
        photo.hidesStatusBar = false
        #expect(phone.safeAreaInsets.top == 20)
    }

    @Test("On an iPhone 15 the insets stay 59 and 34 with the status bar hidden, and its height drops from 54 to 0")
    func phoneWithHousing() {
        let window = WindowNode(device: .iPhone15)
        let photo = PhotoScreen()
        window.rootViewController = photo
        window.makeKeyAndVisible()
        #expect(DeviceProfile.iPhone15.hasSensorHousing)
        #expect(window.statusBarHeight == 54)

        photo.hidesStatusBar = true

        #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window.statusBarHeight == 0)
    }

    @Test("Views inherit the overlap: 59, 19 and 0; additional insets make it 103, 63 and 3; list rows get 0")
    func propagation() {
        // Given
        let notched = WindowNode(device: .iPhone15)
        let page = ViewControllerNode()
        notched.rootViewController = page
        notched.makeKeyAndVisible()

        // When
        let atTop = ViewNode(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        let lower = ViewNode(frame: CGRect(x: 0, y: 40, width: 393, height: 100))
        let clear = ViewNode(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
        for view in [atTop, lower, clear] { page.view.addSubview(view) }

        // Then
        #expect(atTop.safeAreaInsets.top == 59)
        #expect(lower.safeAreaInsets.top == 19)
        #expect(clear.safeAreaInsets.top == 0)
        #expect(ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero, "outside a window")

        // When
        page.additionalSafeAreaInsets.top = 44

        // Then
        #expect(page.view.safeAreaInsets.top == 103)
        #expect(lower.safeAreaInsets.top == 63)
        #expect(clear.safeAreaInsets.top == 3)
        #expect(atTop.safeAreaInsets.top == 100, "a plain view's inset never exceeds its height")

        // When
        let list = ScrollNode(frame: page.view.bounds)
        list.contentSize = CGSize(width: 393, height: 3000)
        let firstRow = ViewNode(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        list.addSubview(firstRow)
        page.view.addSubview(list)

        // Then
        #expect(list.adjustedContentInset.top == 103)
        #expect(firstRow.safeAreaInsets.top == 0)
        list.contentOffset.y = 500
        #expect(firstRow.safeAreaInsets.top == 0, "at any scroll position")
    }

    @Test("In device mode a header on an iPhone 15 reserves 59 points and is 56 + 59 tall")
    func deviceMode() {
        // Given
        let window = WindowNode(device: .iPhone15)
        let root = ViewControllerNode()
        let headerController = FlexibleHeaderController()
        root.addChild(headerController)
        window.rootViewController = root
        window.makeKeyAndVisible()

        // When
        root.view.addSubview(headerController.view)
        headerController.didMove(toParent: root)

        // Then
        let header = headerController.headerView
        #expect(!header.inferTopSafeAreaInsetFromViewController)
        #expect(header.topSafeAreaGuide.frame.height == 59)
        #expect(close(header.frame.height, 115))
    }

    @Test("An inferring header is 76 on iPhone SE, 115 on iPhone 15 and 56 in a popover")
    func inferredHeights() {
        let heights = [DeviceProfile.iPhoneSE, .iPhone15, .iPadPopover].map(headerHeight(on:))
        #expect(heights.count == 3)
        #expect(close(heights[0], 76))
        #expect(close(heights[1], 115))
        #expect(close(heights[2], 56))
    }

    @Test("The inferred source is the root of the parent chain, and its top inset is the header's guide")
    func inferredSource() {
        let window = WindowNode(device: .iPhone15)
        let screen = ShareScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let header = screen.headerController.headerView
        #expect(header.topSafeAreaSourceViewController === screen)
        #expect(header.topSafeAreaGuide.frame.height == 59)
    }

    @Test("A header controller without a parent infers 0")
    func noParent() {
        let headerController = FlexibleHeaderController()
        headerController.inferTopSafeAreaInsetFromViewController = true
        #expect(headerController.headerView.topSafeAreaSourceViewController == nil)
        #expect(headerController.headerView.topSafeAreaGuide.frame.height == 0)
    }

    @Test("A sheet 300 points down gives its header 56 points through the delegate, 115 without it")
    func sheet() {
        // Given / When
        let tall = WindowNode(device: .iPhone15)
        let host = SheetHost()
        tall.rootViewController = host
        tall.makeKeyAndVisible()

        // Then
        let sheetHeaderHeight = host.headerController.headerView.frame.height
        #expect(close(sheetHeaderHeight, 56))
        #expect(host.headerController.headerView.topSafeAreaSourceViewController === host.sheet)

        // Given / When: no delegate
        let other = WindowNode(device: .iPhone15)
        let rootReader = SheetHost()
        rootReader.readsSheetInset = false
        other.rootViewController = rootReader
        other.makeKeyAndVisible()

        // Then
        #expect(close(rootReader.headerController.headerView.frame.height, 115))
        #expect(rootReader.headerController.headerView.topSafeAreaSourceViewController === rootReader)
    }

    @Test(
        "A header inferring from the controller it writes into settles at once and reports the loop",
        arguments: [(DeviceProfile.iPhoneSE, 20.0), (.iPhone15, 59)])
    func layoutGuideLoop(device: DeviceProfile, top: CGFloat) {
        // Given
        let cardWindow = WindowNode(device: device)
        let card = CardScreen()
        cardWindow.rootViewController = card

        // When
        let loopWarnings = Diagnostics.capture { cardWindow.makeKeyAndVisible() }

        // Then
        let header = card.headerController.headerView
        #expect(close(header.frame.height, 50 + top))
        #expect(close(card.topLayoutGuide.length, 50 + top))
        #expect(close(card.additionalSafeAreaInsets.top, 50))
        #expect(header.topSafeAreaGuide.frame.height == top)
        #expect(!loopWarnings.isEmpty)
        #expect(loopWarnings.allSatisfy { $0.code == "header.safeAreaSourceIsLayoutGuideController" })
    }

    @Test(
        "Permitting inference from the layout-guide controller reaches the same numbers without the loop warning",
        arguments: [(DeviceProfile.iPhoneSE, 20.0), (.iPhone15, 59)])
    func layoutGuidePermitted(device: DeviceProfile, top: CGFloat) {
        let cardWindow = WindowNode(device: device)
        let card = CardScreen()
        card.permitsInferringFromLayoutGuideController = true
        cardWindow.rootViewController = card

        let diagnostics = Diagnostics.capture { cardWindow.makeKeyAndVisible() }

        let header = card.headerController.headerView
        #expect(close(header.frame.height, 50 + top))
        #expect(close(card.topLayoutGuide.length, 50 + top))
        #expect(close(card.additionalSafeAreaInsets.top, 50))
        #expect(!diagnostics.contains { $0.code == "header.safeAreaSourceIsLayoutGuideController" })
    }

    @Test("Permitting inference from the layout-guide controller reports nothing at all")
    func layoutGuidePermittedIsQuiet() {
        let cardWindow = WindowNode(device: .iPhoneSE)
        let card = CardScreen()
        card.permitsInferringFromLayoutGuideController = true
        cardWindow.rootViewController = card

        let diagnostics = Diagnostics.capture { cardWindow.makeKeyAndVisible() }

        // The extracted inset is clamped at 0 while the card's view is outside the window, so
        // bringing the window up reports nothing.
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }
}

// MARK: - Snapshot testing (CanopySnapshotTesting.docc/SnapshotTesting.md)

private final class BadgeScreen: ViewControllerNode {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let badge = LabelNode(frame: CGRect(x: 24, y: 120, width: 160, height: 32))
        badge.text = "3 new messages"
        view.addSubview(badge)
    }
}

private func makeTile() -> ViewNode {
    let tile = ViewNode(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    tile.backgroundColor = Color(hex: 0x3F51B5)
    tile.cornerRadius = 8
    return tile
}

@Suite("Documentation: snapshot testing")
struct SnapshotTestingSnippetTests {
    @Test("A view renders at the scale given; a controller on a device at the device's scale")
    func subjects() throws {
        let renderer = CairoRenderer()
        let badge = LabelNode(frame: CGRect(x: 0, y: 0, width: 160, height: 32))
        badge.text = "3 new messages"
        badge.backgroundColor = Color(hex: 0xFFC107)
        badge.cornerRadius = 16
        badge.textAlignment = .center

        let view = try renderer.render(badge, scale: 2)
        let screen = try renderer.render(BadgeScreen(), on: .iPhoneSE)
        let notch = try renderer.render(BadgeScreen(), on: .iPhone15)

        #expect((view.width, view.height) == (320, 64))
        #expect((screen.width, screen.height) == (750, 1334))
        #expect((notch.width, notch.height) == (1179, 2556))
    }

    @Test("A PNG written with the render environment carries the pixel digest and the renderer version")
    func digestFastPath() throws {
        // Given
        let renderer = CairoRenderer()
        let tile = makeTile()

        // When
        let image = try renderer.render(tile, scale: 2)
        let png = try image.pngData(metadata: RenderEnvironment.metadata(scale: 2, device: nil))
        let summary = try PNGSummary(pngData: png)

        // Then
        let digestsAgree = summary.pixelDigest == image.pixelDigest
        let recordedRenderer = summary.text["Canopy-Renderer"]
        #expect(digestsAgree)
        #expect(recordedRenderer == "CanopyCairo 2")
        #expect(summary.text["Canopy-Font-Options"] == "antialias gray, hint style none, hint metrics off")
        #expect(summary.text["Canopy-Scale"] == "2")
        #expect((summary.width, summary.height) == (80, 80))
    }

    @Test("Rendering the same tree twice gives identical PNG bytes")
    func determinism() throws {
        let renderer = CairoRenderer()
        let tile = makeTile()
        let first = try renderer.render(tile, scale: 2).pngData()
        let second = try renderer.render(tile, scale: 2).pngData()
        let identical = first == second
        #expect(identical)

        let screenA = try renderer.render(BadgeScreen(), on: .iPhone15)
        let screenB = try renderer.render(BadgeScreen(), on: .iPhone15)
        #expect(screenA.pixelDigest == screenB.pixelDigest)
    }

    @Test("An exact comparison counts a barely changed pixel; a perceptual threshold of 0.1 does not; sizes must match")
    func tolerances() throws {
        // Given: one pixel one level brighter (the comparison engine behind compareImages)
        let before = Bitmap(width: 4, height: 4, fill: Color(hex: 0x3F51B5))
        var changed = before.pixels
        changed[0] &+= 1
        let after = try #require(try? Bitmap(width: 4, height: 4, pixels: changed))

        // When
        let exact = before.difference(from: after)
        let lenient = before.difference(from: after, colorThreshold: 0.1)

        // Then
        #expect(exact?.differingPixelCount == 1)
        #expect(lenient?.differingPixelCount == 0)
        #expect(before.difference(from: Bitmap(width: 5, height: 4)) == nil)
    }
}
