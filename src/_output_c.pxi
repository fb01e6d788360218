# A router's output, compiled: twin of `acp_fast/_output_py.py` (read it for what lives here and what must not).
# Included by `_router_c.pyx`; `Output` is declared in `acp_fast/_router_c.pxd`, so that the router's calls to it
# (one `emit` per message written) are C calls.


cdef class Output:
    """The output of one router: its lines waiting to be written, the write policy, the writer, and what is counted
    about them (see the pure twin)."""

    def __init__(self, dict outgoing, output_pending, output_ready):
        self.paused = False
        self.bytes_written = 0
        self.answer_bytes = 0
        self.pacer = Pacer(_now())
        self.flow = None
        self._lines = []
        self._read_every = FLUSH_EVERY
        self._outgoing = outgoing
        self._output_pending = output_pending
        self._output_ready = output_ready

    # ------------------------------------------------------------------------------------------ reads

    cpdef begin_read(self, Py_ssize_t received, Py_ssize_t every):
        """A read begins (`received`: the messages read before it): its answers every `every` or whole, as the
        pacer says (see the pure twin)."""
        cdef Pacer pacer = self.pacer
        if received >= pacer.window_end:
            pacer.window_ended(received, _now())
        self._in_read = True
        self._read_in_flight = len(self._outgoing)
        self._read_every = WHOLE_BURST if pacer.batching else every

    cpdef end_read(self):
        """The read is over: what it produced is written now."""
        self._in_read = False
        if self._lines:
            self.flush()

    # ---------------------------------------------------------------------------------------- lines in

    cpdef void emit(self, bytes line):
        """Enqueue one encoded line; written as the write policy says."""
        cdef Py_ssize_t queued, every
        if self._closed:
            return
        self._lines.append(line)
        queued = len(self._lines)
        # The write policy: as the pure twin's (within a read as set where it began; outside one whole, or as the
        # requests in flight now or when the last read began say, the more).
        if self._in_read:
            every = self._read_every
        elif self.pacer.batching:
            every = WHOLE_BURST
        else:
            every = _flush_every(max(len(self._outgoing), self._read_in_flight))
        if every == WHOLE_BURST:
            self._burst_bytes += len(line)
            if self._burst_bytes >= WHOLE_BURST_BYTES:
                every = queued
        if queued >= every:
            self.flush()
        elif queued == 1 and not self._in_read:
            self._output_pending()

    cpdef void emit_answer(self, bytes line):
        """Enqueue an answer to the peer's input: output the peer caused, counted for the owner's flow control."""
        self.answer_bytes += len(line)
        self.emit(line)

    # --------------------------------------------------------------------------------------- lines out

    cpdef set_writer(self, writer, output_unread):
        """Write the output to `writer` here instead of through the owner (see the pure twin)."""
        self._writer = writer
        self._output_unread = output_unread

    cpdef flush(self):
        """Write what is enqueued: to the writer of `set_writer`, or through the owner's `output_ready`."""
        writer = self._writer
        if writer is None:
            self._output_ready()
            return
        if not self._lines:
            return
        if writer.is_closing():
            self._lines.clear()  # the transport is lost or closing: nothing can be sent
            self._burst_bytes = 0
            return
        data = b"".join(self._lines)
        self._lines.clear()
        self._burst_bytes = 0
        writer.write(data)
        self.written(len(<bytes>data), writer.get_write_buffer_size() != 0)

    cpdef written(self, Py_ssize_t size, bint buffered):
        """Count `size` bytes handed to the writer; tell the owner about the answers left unread (see the pure
        twin)."""
        cdef Py_ssize_t answers = self.answer_bytes
        self.bytes_written += size
        self.answer_bytes = 0
        if buffered:
            if answers:
                self._answers_unread = True
                self._output_unread(answers, True)
        elif self._answers_unread:
            self._answers_unread = False
            self._output_unread(0, False)

    cpdef bytes take_output(self):
        """Everything enqueued since the last call, as one buffer (the coalesced write)."""
        if not self._lines:
            return b""
        data = b"".join(self._lines)
        self._lines.clear()
        self._burst_bytes = 0
        return data

    cpdef list take_messages(self):
        """Everything enqueued since the last call, one message per item with no newline (message transports)."""
        cdef bytes line
        if not self._lines:
            return []
        messages = [line[:len(line) - 1] for line in self._lines]
        self._lines.clear()
        self._burst_bytes = 0
        return messages

    cpdef hold(self, Output source):
        """A route of `source`'s router forwards into this router while this one's writing is paused: this owner's
        flow control decides whether `source`'s reading waits for it to drain."""
        if self.flow is not None and source.flow is not None:
            self.flow.forwarded_into(source.flow)

    @property
    def has_output(self):
        return len(self._lines) != 0

    cpdef close(self):
        """Nothing more is written: what is enqueued is dropped, and what is emitted from now on too."""
        self._closed = True
        self._lines.clear()
