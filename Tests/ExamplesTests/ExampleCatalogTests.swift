import Canopy
import CanopyCairo
import Examples
import FlexibleHeader
import Foundation
import Testing

/// Whether two lengths agree within a millionth of a point (header math accumulates rounding).
func approx(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

@Suite("Example screens")
struct ExampleCatalogTests {
    @Test("The catalog has its twenty-six screens with unique names, one per header preset among them")
    func catalog() {
        #expect(ExampleCatalog.all.count == 26)
        #expect(Set(ExampleCatalog.all.map(\.name)).count == 26)
        let presets = ExampleCatalog.all.compactMap { ($0.make() as? HeaderPresetScreen)?.preset }
        #expect(presets == HeaderPreset.all)
        #expect(ExampleCatalog.named("TYPICAL-USE")?.name == "typical-use")
        #expect(ExampleCatalog.named("nope") == nil)
    }

    @Test(
        "Every example loads, appears and scrolls on every device without a diagnostic",
        arguments: ExampleCatalog.all.map(\.name))
    func loadsEverywhere(_ name: String) throws {
        let example = try #require(ExampleCatalog.named(name))
        for device in DeviceProfile.all {
            let diagnostics = Diagnostics.capture {
                let window = ScreenRenderer.host(example.make(), on: device, scrollOffset: 0)
                let screen = try? #require(window.rootViewController as? ExampleScreen)
                for offset: CGFloat in [-80, 120, 600, 0] { screen?.showDemoState(scrollOffset: offset) }
                window.clock.runUntilIdle(maxFrames: 600)
            }
            #expect(diagnostics.isEmpty, "\(name) on \(device.name): \(diagnostics)")
        }
    }

    @Test("At rest the typical header is its default height plus the top safe area")
    func typicalHeights() throws {
        for (device, top) in [(DeviceProfile.iPhoneSE, 20.0), (.iPhone15, 59), (.iPhone15Landscape, 0), (.iPadPopover, 0)] {
            let screen = TypicalUseExample()
            _ = ScreenRenderer.host(screen, on: device, scrollOffset: 0)
            #expect(approx(screen.headerViewController.headerView.frame.height, 56 + top), "\(device.name)")
            let list = try #require(screen.list)
            #expect(approx(list.contentOffset.y, -(56 + top)))
        }
    }

    @Test("Shifting with the status bar hides it on phones, and scrolling back brings both back")
    func shiftWithStatusBar() {
        let screen = ShiftWithStatusBarExample()
        let window = ScreenRenderer.host(screen, on: .iPhoneSE, scrollOffset: 600)
        #expect(window.isStatusBarHidden)
        #expect(screen.headerViewController.headerView.isShiftedOffscreen)
        screen.showDemoState(scrollOffset: 0)
        window.clock.runUntilIdle()
        #expect(!window.isStatusBarHidden)
        #expect(approx(screen.headerViewController.headerView.frame.minY, 0))
    }

    @Test("The hideable header ignores scrolling and obeys code")
    func hideable() {
        let screen = HideableExample()
        let window = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 150)
        let header = screen.headerViewController.headerView
        #expect(!header.isShiftedOffscreen)
        screen.setHeaderHidden(true, animated: true)
        window.clock.runUntilIdle()
        #expect(header.isShiftedOffscreen)
        screen.setHeaderHidden(false, animated: false)
        #expect(!header.isShiftedOffscreen)
    }

    @Test("The top layout guide pins the card under the header's bottom edge")
    func topLayoutGuide() {
        for device in DeviceProfile.all {
            let screen = TopLayoutGuideExample()
            _ = ScreenRenderer.host(screen, on: device, scrollOffset: 0)
            let header = screen.headerViewController.headerView
            #expect(approx(screen.topLayoutGuide.length, header.frame.maxY), "\(device.name)")
            #expect(approx(screen.card.frame.minY, header.frame.maxY + 16), "\(device.name)")
        }
    }

    @Test("The popover infers no top safe area; full screen infers the status bar's")
    func popoverInference() {
        let popover = PopoverInferenceExample()
        _ = ScreenRenderer.host(popover, on: .iPadPopover, scrollOffset: 0)
        #expect(approx(popover.headerViewController.headerView.frame.height, 56))
        let phone = PopoverInferenceExample()
        _ = ScreenRenderer.host(phone, on: .iPhone15, scrollOffset: 0)
        #expect(approx(phone.headerViewController.headerView.frame.height, 56 + 59))
    }

    @Test("The header inside its scroll view stays pinned to the top of the screen")
    func headerInScrollView() {
        let screen = HeaderInScrollViewExample()
        let window = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 400)
        let header = screen.headerViewController.headerView
        #expect(approx(header.convert(header.bounds, to: nil).minY, 0))
        #expect(header.superview?.subviews.last === header)
        _ = window
    }

    @Test("Switching tabs keeps the header height and each list keeps its own inset")
    func tabs() {
        let screen = SharedHeaderTabsExample()
        _ = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0)
        let header = screen.headerViewController.headerView
        #expect(approx(header.frame.height, 104 + 59))
        screen.showDemoState(scrollOffset: 600)
        #expect(screen.selectedTab == 1)
        #expect(approx(header.frame.height, 56 + 59))
        #expect(screen.tabs[0].contentInset.top == screen.tabs[1].contentInset.top)
        #expect(approx(screen.tabs[1].contentOffset.y, -(56 + 59)))
    }

    @Test("The navigation example hides the bar and keeps swipe-back working")
    func navigationHidden() {
        let nav = NavigationHiddenExample()
        _ = ScreenRenderer.host(nav, on: .iPhone15, scrollOffset: 0)
        #expect(nav.isNavigationBarHidden)
        #expect(nav.headerScreen.view.safeAreaInsets.top == 59)
        #expect(nav.interactivePopGestureRecognizer.wouldBegin)
    }

    @Test("The configurator applies every flag it lists")
    func configurator() {
        let screen = ConfiguratorExample()
        _ = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0)
        let header = screen.headerViewController.headerView
        #expect(header.shiftBehavior == .enabled)
        #expect(header.headerContentImportance == .high)
        #expect(header.maximumHeight == 120)
        #expect(screen.headerViewController.showsHairline)
        #expect(header.visibleShadowOpacity == 0.6)
        #expect(screen.configuration.rows.prefix(11).map(\.title).contains("canOverExtend"))
    }

    @Test("Rendering an example twice gives byte-identical PNGs")
    func deterministic() throws {
        let renderer = CairoRenderer()
        let example = try #require(ExampleCatalog.named("over-extension-image"))
        let a = try ScreenRenderer.render(example, on: .iPhoneSE, scrollOffset: -40, with: renderer).pngData()
        let b = try ScreenRenderer.render(example, on: .iPhoneSE, scrollOffset: -40, with: renderer).pngData()
        #expect(a == b)
    }

    @Test("The filmstrip lays out N captioned frames side by side")
    func filmstrip() throws {
        #expect(Filmstrip.positions(from: 0, to: 300, frames: 4) == [0, 100, 200, 300])
        #expect(Filmstrip.positions(from: 5, to: 9, frames: 1) == [5])
        let example = try #require(ExampleCatalog.named("shift-enabled"))
        let strip = try Filmstrip.render(example, on: .iPadPopover, from: 0, to: 300, frames: 3, with: CairoRenderer())
        #expect(strip.width > 3 * 300)
        #expect(strip.height > 480)
    }
}
